import Foundation
import Testing

/// `--feed`'s libcurl as the binary sees it: not linked, loaded only for a feed, refused in one
/// line when missing, and honouring the proxy environment as curl does.
@Suite struct FeedLibraryTests {
    /// The shared libraries the binary names, as `ldd` lists them.
    @Test func theBinaryLinksNeitherLibcurlNorFoundationNetworking() throws {
        let ldd = Process()
        ldd.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        ldd.arguments = ["ldd", CLI.binary.path]
        let output = Pipe()
        ldd.standardOutput = output
        try ldd.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        ldd.waitUntilExit()
        #expect(text.contains("libFoundation.so"), "ldd printed: \(text)")
        let networking = text.split(separator: "\n").filter {
            ["curl", "FoundationNetworking", "gnutls", "libssl", "libcrypto"].contains(where: $0.contains)
        }
        #expect(networking.isEmpty)
    }

    @Test func aMissingLibcurlIsOneLineAndExitTwo() throws {
        let result = try CLI.run(
            ["run", "--feed", "http://127.0.0.1:1/feed?c={cursor}"], environment: ["CVSIM_LIBCURL": "libcurl-missing.so.4"])
        #expect(result.status == 2)
        #expect(result.stderr == "cvsim: error: --feed needs libcurl (libcurl-missing.so.4): libcurl-missing.so.4: cannot open shared object file: No such file or directory\n")
        #expect(result.stdout.isEmpty)
    }

    /// A host that cannot resolve, reached through `http_proxy`: the test server, as the proxy,
    /// answers with a page whose next is a cursor, which a URL without `{cursor}` refuses at start,
    /// so the message shows the request went through the proxy.
    @Test func theProxyEnvironmentIsHonoured() throws {
        let server = try FeedServerProcess()
        defer { withExtendedLifetime(server) {} }
        let url = "http://feed.invalid/feed"
        let result = try CLI.run(
            ["run", "--feed", url],
            environment: ["http_proxy": "http://127.0.0.1:\(server.port)", "no_proxy": "", "NO_PROXY": "", "CVSIM_LIBCURL": ""])
        #expect(result.status == 2)
        #expect(result.stderr == "cvsim: error: --feed: '\(url)' has no {cursor} or {offset}, and the server's next (\"c20\") is not a URL: every page would be the first; put {cursor} (or {offset}) in the URL\n")
    }
}
