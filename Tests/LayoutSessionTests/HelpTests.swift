import Foundation
import Testing
@testable import LayoutSession
import LayoutLanguage

@Suite struct HelpTests {
  /// Every topic ends in an example; every example must run without an error.
  @Test(arguments: Help.topics)
  func exampleRuns(topic: String) throws {
    let lines = Help.text(topic)
    // Every topic ends in something to type: at the prompt (`Try:`), or in a
    // shell (`Try (in a shell):`, which must name alrepl).
    let last = try #require(lines.last, "help \(topic) is empty")
    if last.hasPrefix("Try (in a shell):") {
      #expect(last.contains("alrepl"), "help \(topic): \(last)")
      return
    }
    #expect(last.hasPrefix("Try:"), "help \(topic) does not end in an example: \(last)")
    let example = last
    let commands = example.dropFirst(4).components(separatedBy: "   ")
      .map { $0.components(separatedBy: "  (").first! }
      .map { $0.replacingOccurrences(of: "then", with: "").trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty && !$0.hasPrefix("load ") && !$0.hasPrefix("(") }
    let session = Session(directory: "/tmp")
    for command in commands {
      let report = session.execute(command)
      #expect(report.ok, "help \(topic): '\(command)' failed: \(report.failure?.message ?? "")")
    }
  }

  @Test func unknownTopicSuggestsTheClosest() {
    #expect(Help.text("stack").first?.contains("did you mean 'stacks'") == true)
  }
}

@Suite struct HelpCommandListTests {
  /// `help` is read from the command table: every command's syntax is in it.
  @Test func helpListsEveryCommandOfTheTable() {
    let text = Help.text(nil).joined(separator: "\n")
    for descriptor in CommandTable.descriptors {
      for usage in descriptor.usage {
        #expect(text.contains(usage.syntax), "help does not list \(usage.syntax)")
      }
    }
  }

  @Test func versionAnswers() {
    let report = Session().execute("version")
    #expect(report.ok)
    #expect(report.answer?.lines == ["alrepl \(AlreplVersion.current)"])
  }
}
