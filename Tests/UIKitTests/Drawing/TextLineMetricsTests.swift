import Foundation
import Testing
import UIKitTestSupport

@testable import UIKit

/// A text field's line measured in runs, against the whole line measured at once (the
/// fixed-width measurer adds cluster widths, so the two must agree exactly), after
/// random edits kept up incrementally.
@Suite("TextLineMetrics", .uikitRuntime)
@MainActor
struct TextLineMetricsTests {
  let font = UIFont.systemFont(ofSize: 10)
  let measurer = FixedWidthTextMeasurer()

  func expectMatches(_ metrics: TextLineMetrics, _ text: String, secure: Bool = false, _ comment: Comment) {
    let whole = measurer.caretOffsets(in: secure ? String(repeating: "•", count: text.count) : text, font: font)
    #expect(metrics.width == whole[whole.count - 1], comment)
    for g in Swift.stride(from: 0, to: whole.count, by: max(1, whole.count / 17)) {
      #expect(metrics.x(atGrapheme: g) == whole[g], comment)
      // Halfway into a cluster rounds to the nearer side; ties to the earlier.
      if g + 1 < whole.count {
        #expect(metrics.grapheme(nearestX: (whole[g] + whole[g + 1]) / 2 - 0.1) == g, comment)
        #expect(metrics.grapheme(nearestX: (whole[g] + whole[g + 1]) / 2 + 0.1) == g + 1, comment)
      }
    }
    // What is drawn, put together, is the text.
    let drawn = metrics.pieces(of: text, from: -1, to: .infinity).map(\.text).joined()
    #expect(drawn == (secure ? String(repeating: "•", count: text.count) : text), comment)
  }

  @Test func editsKeepTheRunsTrue() {
    var random = TextStorageTests.Random(state: 77)
    for secure in [false, true] {
      var storage = TextStorage(random.text(700))
      var metrics = TextLineMetrics(text: storage.string, font: font, isSecure: secure, measurer: measurer)
      expectMatches(metrics, storage.string, secure: secure, "start")
      for step in 0..<120 {
        let count = storage.graphemeCount
        let lower = random.next(count + 1)
        let upper = min(count, lower + (random.next(5) == 0 ? random.next(200) : random.next(2)))
        let replacement = random.next(3) == 0 ? "" : random.text(random.next(6) == 0 ? 150 : 1)
        let change = storage.replace(lower..<upper, with: replacement)
        metrics.update(text: storage.string, after: change, measurer: measurer)
        expectMatches(metrics, storage.string, secure: secure, "step \(step): \(lower)..<\(upper)")
      }
    }
  }

  @Test func onlyTheRunsInViewAreDrawn() {
    let text = String(repeating: "abcdefghij", count: 1000)  // 10 000 clusters, 5 points each
    let metrics = TextLineMetrics(text: text, font: font, measurer: measurer)
    let pieces = metrics.pieces(of: text, from: 20_000, to: 20_300)
    // Runs of 64 clusters are 320 points wide: 300 points of view cross two of them.
    #expect(pieces.count == 2)
    #expect(pieces[0].x == 19_840 && pieces[1].x == 20_160)
    #expect(metrics.width == 50_000)
  }

  @Test func anEmptyLineIsOneEmptyRun() {
    var storage = TextStorage("ab")
    var metrics = TextLineMetrics(text: storage.string, font: font, measurer: measurer)
    metrics.update(text: storage.string, after: storage.replace(0..<2, with: ""), measurer: measurer)
    #expect(metrics.width == 0)
    #expect(metrics.x(atGrapheme: 0) == 0)
    #expect(metrics.pieces(of: "", from: 0, to: 100).isEmpty)
  }
}
