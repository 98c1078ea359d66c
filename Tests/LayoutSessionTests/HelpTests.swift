import Foundation
import Testing
@testable import LayoutSession

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
