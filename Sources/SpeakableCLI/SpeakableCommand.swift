import ArgumentParser
import Speakable

@main
struct SpeakableCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "speakable",
        abstract: "Turns UI text into what a screen reader should say (fr, en, ru).",
        subcommands: [Normalize.self, BenchmarkCommand.self]
    )
}
