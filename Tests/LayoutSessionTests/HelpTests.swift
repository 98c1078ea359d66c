import Foundation
import Testing
@testable import LayoutSession
import LayoutLanguage

@Suite struct HelpTests {
  /// Every topic ends in an example; every example must run without an error.
  @Test(arguments: Help.topics)
  func exampleRuns(topic: String) {
    let lines = Help.text(topic)
    guard let example = lines.last(where: { $0.hasPrefix("Try:") }) else { return }
    let commands = example.dropFirst(4).components(separatedBy: "   ")
      .map { $0.replacingOccurrences(of: "then", with: "").trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty && !$0.hasPrefix("load ") }
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
    for descriptor in CommandTable.all {
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
