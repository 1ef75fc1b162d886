import Foundation
@_spi(Lab) import KeyboardAudit
import UIKit

/// The timeline drawn: time across, the phone's y down (as on its screen), the
/// keyboard's top in blue, the first responder's bottom in orange, the inspected view's
/// bottom in red, each
/// notification a grey line across with its name. The same view draws in the panel and
/// into the PNG that `--plot` and the Save plot button write.
public class LabTimelinePlotView: UIView {
  public var timeline: LabTimeline?
  /// The phone window's height: the y axis spans 0 to it.
  public var phoneHeight: CGFloat = 844

  static let keyboardColor = UIColor.systemBlue
  static let responderColor = UIColor(red: 1, green: 0.58, blue: 0, alpha: 1)
  static let markColor = UIColor(white: 0.6, alpha: 1)
  static let trackedColor = UIColor(red: 0.9, green: 0, blue: 0, alpha: 1)
  static let inset = UIEdgeInsets(top: 28, left: 40, bottom: 22, right: 10)

  public override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .white
  }

  /// Where a sample lands in the view.
  func point(time: TimeInterval, y: CGFloat, start: TimeInterval, span: TimeInterval) -> CGPoint {
    let area = bounds.inset(by: Self.inset)
    return CGPoint(
      x: area.minX + CGFloat((time - start) / span) * area.width,
      y: area.minY + min(max(y / max(1, phoneHeight), 0), 1) * area.height)
  }

  public override func draw(in canvas: Canvas) {
    let area = bounds.inset(by: Self.inset)
    let small = UIFont.systemFont(ofSize: 10)
    canvas.stroke(area, cornerRadius: 0, lineWidth: 1, color: UIColor(white: 0.8, alpha: 1))
    canvas.drawText("0", at: CGPoint(x: 4, y: area.minY - 6), font: small, color: .secondaryLabel)
    canvas.drawText(
      AuditFormat.number(phoneHeight), at: CGPoint(x: 4, y: area.maxY - 12), font: small, color: .secondaryLabel)
    guard let timeline, let first = timeline.samples.first, let last = timeline.samples.last else {
      canvas.drawText(
        "No keyboard animation yet: focus a field.", at: CGPoint(x: area.minX + 8, y: area.midY - 7), font: small,
        color: .secondaryLabel)
      return
    }
    let start = first.time
    let span = max(0.3, last.time - start)
    canvas.drawText(
      "\(String(format: "%.2f", span)) s", at: CGPoint(x: 4, y: area.maxY + 4), font: small,
      color: .secondaryLabel)
    for (index, mark) in timeline.marks.enumerated() {
      let x = point(time: mark.time, y: 0, start: start, span: span).x
      canvas.fill(CGRect(x: x, y: area.minY, width: 1, height: area.height), cornerRadius: 0, color: Self.markColor)
      canvas.drawText(
        mark.name, at: CGPoint(x: min(x + 2, area.maxX - 60), y: 2 + CGFloat(index % 2) * 12), font: small,
        color: .secondaryLabel)
    }
    drawLine(
      timeline.samples.map { ($0.time, $0.keyboardTop) }, color: Self.keyboardColor, start: start, span: span,
      on: canvas)
    let responder = timeline.samples.compactMap { sample in sample.responderBottom.map { (sample.time, $0) } }
    drawLine(responder, color: Self.responderColor, start: start, span: span, on: canvas)
    let tracked = timeline.samples.compactMap { sample in sample.trackedBottom.map { (sample.time, $0) } }
    drawLine(tracked, color: Self.trackedColor, start: start, span: span, on: canvas)
    if !tracked.isEmpty {
      canvas.drawText(
        "inspected", at: CGPoint(x: area.minX + 204, y: area.maxY + 4), font: small,
        color: Self.trackedColor)
    }
    canvas.drawText(
      "keyboard top", at: CGPoint(x: area.minX + 6, y: area.maxY + 4), font: small, color: Self.keyboardColor)
    canvas.drawText(
      "first responder bottom", at: CGPoint(x: area.minX + 86, y: area.maxY + 4), font: small,
      color: Self.responderColor)
  }

  /// A polyline of axis-aligned pieces: the canvas draws rectangles, and at one sample a
  /// frame the steps are small. A run of samples at one height (the keyboard at rest) is
  /// one piece, its samples' dots one more, so the drawing grows with the moves, not with
  /// the time at rest.
  func drawLine(
    _ points: [(TimeInterval, CGFloat)], color: UIColor, start: TimeInterval, span: TimeInterval, on canvas: Canvas
  ) {
    let placed = points.map { point(time: $0.0, y: $0.1, start: start, span: span) }
    var index = 0
    while index < placed.count {
      let p = placed[index]
      var runEnd = index
      while runEnd + 1 < placed.count && placed[runEnd + 1].y == p.y { runEnd += 1 }
      let q = placed[runEnd]
      // The run's dots side by side: one bar three points tall (a dot, for a run of one).
      canvas.fill(
        CGRect(x: p.x - 1.5, y: p.y - 1.5, width: q.x - p.x + 3, height: 3), cornerRadius: 1.5, color: color)
      if runEnd + 1 < placed.count {
        let next = placed[runEnd + 1]
        canvas.fill(CGRect(x: q.x, y: q.y - 1, width: max(2, next.x - q.x), height: 2), cornerRadius: 0, color: color)
        canvas.fill(
          CGRect(x: next.x - 1, y: min(next.y, q.y) - 1, width: 2, height: abs(next.y - q.y) + 2), cornerRadius: 0,
          color: color)
      }
      index = runEnd + 1
    }
  }
}
