import ArgumentParser
import Foundation
import Speakable

@main
struct SpeakableCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "speakable",
        abstract: "Turns UI text into what a screen reader should say (fr, en, ru).",
        subcommands: [Normalize.self, Convert.self, BenchmarkCommand.self]
    )

    /// As ArgumentParser's, except that `convert` reports usage errors with exit status 2 (its
    /// documented contract for CI: 0 ok, 1 check findings, 2 usage or input errors).
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            if CommandLine.arguments.dropFirst().first == "convert", exitCode(for: error) == .validationFailure {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }
}
