import CollectionLayout
import TerminalUI

extension RunCommand {
    /// The scene `run` shows.
    func makeScene() throws -> any TerminalScene {
        try PreviewScene(
            layoutKind: layoutOptions.layout, configuration: layoutOptions.configuration, viewport: viewport,
            seed: seed, latency: .milliseconds(latencyMs), pageSize: pageSize)
    }
}
