import Foundation
import UIKit

/// The last keyboard animation of every phone of the compare mode, frame by frame, from
/// what the phones report: a recording starts when a keyboard moves and ends twelve
/// frames after none has.
@MainActor
final class CompareTimeline {
  struct Sample {
    let time: TimeInterval
    let keyboardTop: CGFloat
    let responderBottom: CGFloat?
  }

  private(set) var series: [[Sample]]
  private(set) var isRecording = false
  private var lastTops: [CGFloat]?
  private var restingFor = 0

  init(phones: Int) {
    series = Array(repeating: [], count: phones)
  }

  func frameDidEnd(at time: TimeInterval, phones: [ComparePhone]) {
    let tops = phones.map(\.keyboardTop)
    let moved = lastTops.map { $0 != tops } ?? false
    lastTops = tops
    if moved && !isRecording {
      isRecording = true
      series = Array(repeating: [], count: phones.count)
    }
    guard isRecording else { return }
    for (index, phone) in phones.enumerated() {
      series[index].append(Sample(time: time, keyboardTop: phone.keyboardTop, responderBottom: phone.responderBottom))
    }
    restingFor = moved ? 0 : restingFor + 1
    if restingFor >= LabTimeline.restFrames { isRecording = false }
  }
}

/// The compare mode's plot: each phone's keyboard top and first responder's bottom in a
/// colour of its own, against time, the phone's y down.
final class CompareTimelinePlotView: LabTimelinePlotView {
  var compare: CompareTimeline?
  var names: [String] = []
  /// Whether the lines' key (keyboard top, field bottom lighter) is said once under the
  /// plot instead of after each name: names that carry their device leave no room for it.
  var keyOnce = false
  static let colors = [
    UIColor.systemBlue, UIColor(red: 0.1, green: 0.65, blue: 0.3, alpha: 1),
    UIColor(red: 0.6, green: 0.2, blue: 0.8, alpha: 1),
  ]

  static let key = "keyboard top, field bottom (lighter)"

  override func draw(in canvas: Canvas) {
    let area = bounds.inset(by: Self.inset)
    let small = UIFont.systemFont(ofSize: 10)
    canvas.stroke(area, cornerRadius: 0, lineWidth: 1, color: UIColor(white: 0.8, alpha: 1))
    let all = compare?.series.flatMap { $0 } ?? []
    guard let start = all.map(\.time).min(), let end = all.map(\.time).max() else {
      canvas.drawText(
        "No keyboard animation yet: Focus all.", at: CGPoint(x: area.minX + 8, y: area.midY - 7), font: small,
        color: .secondaryLabel)
      return
    }
    let span = max(0.3, end - start)
    for (index, samples) in (compare?.series ?? []).enumerated() {
      let color = Self.colors[index % Self.colors.count]
      drawLine(samples.map { ($0.time, $0.keyboardTop) }, color: color, start: start, span: span, on: canvas)
      let bottoms = samples.compactMap { sample in sample.responderBottom.map { (sample.time, $0) } }
      drawLine(bottoms, color: color.withAlphaComponent(0.5), start: start, span: span, on: canvas)
      let name = index < names.count ? names[index] : "phone \(index + 1)"
      canvas.drawText(
        keyOnce ? name : "\(name): \(Self.key)", at: CGPoint(x: area.minX + 6 + CGFloat(index) * 220, y: 4),
        font: small, color: color)
    }
    canvas.drawText(
      "\(String(format: "%.2f", span)) s", at: CGPoint(x: 4, y: area.maxY + 4), font: small, color: .secondaryLabel)
    if keyOnce {
      canvas.drawText(Self.key, at: CGPoint(x: area.minX + 6, y: area.maxY + 4), font: small, color: .secondaryLabel)
    }
  }
}
