import ArgumentParser

@main
struct CVSim: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cvsim",
        abstract: "A terminal simulator of iOS's UICollectionView.",
        subcommands: [RunCommand.self],
        defaultSubcommand: RunCommand.self)
}
