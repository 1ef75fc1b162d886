import Foundation
import Testing

/// `make bench`'s table (Benchmarks/table.py) on made-up rounds whose verdicts are known by
/// hand: a median meeting its target is "met" only when neither side's slowest round took
/// more than twice its fastest, and only from three rounds or more.
@Suite struct BenchmarkTableTests {
  /// One Swift and one kiwi JSON file a round, for the grid 1000 case: kiwi 100 µs a frame
  /// and 100 ms to build every round, Swift's frames as given.
  private func table(swiftFrames: [Double], filePath: String = #filePath) throws -> String {
    let root = URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("bench-table-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    var swift: [String] = []
    var kiwi: [String] = []
    for (round, frame) in swiftFrames.enumerated() {
      let s = dir.appendingPathComponent("swift-\(round).json")
      let k = dir.appendingPathComponent("kiwi-\(round).json")
      try Data(
        #"{"machine": "test", "results": [{"case": "grid 1000", "build_ms": 10, "frame_us": \#(frame), "check_ok": true}]}"#
          .utf8
      ).write(to: s)
      try Data(
        #"{"version": "1.4", "results": [{"case": "grid 1000", "build_ms": 100, "frame_us": 100, "check_ok": true}]}"#
          .utf8
      ).write(to: k)
      swift.append(s.path)
      kiwi.append(k.path)
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
      ["python3", root.appendingPathComponent("Benchmarks/table.py").path, "--swift"] + swift + ["--kiwi"] + kiwi + [
        "--command", "make bench", "--load-before", "0.10 0.20 0.30", "--load-after", "0.40 0.50 0.60",
      ]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(text)")
    return text
  }

  /// The line of the targets list for the grid 1000 frame.
  private func frameTarget(_ text: String) -> String {
    text.split(separator: "\n").first { $0.contains("grid 1000") && $0.contains("frame_us") }.map(String.init) ?? ""
  }

  @Test func aQuietRunMeetingTheTargetIsMet() throws {
    // Medians 30 against 100: 0.30, under 0.35; spread 32 / 29, under 2.
    let text = try table(swiftFrames: [29, 30, 32])
    #expect(frameTarget(text).contains("0.30  met"))
    #expect(text.contains("# make bench, 20"))
    #expect(text.contains("before: 0.10 0.20 0.30, after: 0.40 0.50 0.60"))
  }

  @Test func aMedianOverTheTargetIsMissed() throws {
    // 36 / 100 = 0.36 > 0.35.
    #expect(frameTarget(try table(swiftFrames: [35, 36, 37])).contains("0.36  missed"))
  }

  @Test func aSpreadOverTwiceIsNoisyEvenWhenTheMedianMeetsTheTarget() throws {
    // Median 30 (0.30) but the slowest round 61 is more than twice the fastest, 29.
    let text = try table(swiftFrames: [29, 30, 61])
    #expect(frameTarget(text).contains("noisy, rerun"))
    #expect(!frameTarget(text).contains("met"))
  }

  @Test func twoRoundsAreTooFewToClaimATarget() throws {
    #expect(frameTarget(try table(swiftFrames: [30, 30])).contains("rerun: 2 rounds"))
  }
}
