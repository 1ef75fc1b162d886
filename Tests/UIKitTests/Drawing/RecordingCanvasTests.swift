import Foundation
import Testing
import UIKitTestSupport

@testable import UIKit

@Suite("RecordingCanvas", .uikitRuntime)
@MainActor
struct RecordingCanvasTests {
  let font = UIFont.systemFont(ofSize: 10)

  func canvas(bounds: CGRect? = nil) -> RecordingCanvas {
    RecordingCanvas(bounds: bounds, measurer: FixedWidthTextMeasurer())
  }

  @Test("Drawing is recorded in absolute coordinates: translations accumulate like nested views")
  func translationsAccumulate() {
    let canvas = canvas()
    canvas.translate(by: CGPoint(x: 20, y: 100))
    canvas.translate(by: CGPoint(x: 0, y: 50))
    canvas.drawText("hello", at: CGPoint(x: 4, y: 2), font: font, color: .label)
    #expect(canvas.texts.count == 1)
    #expect(canvas.texts[0].0 == "hello")
    #expect(canvas.texts[0].1 == CGPoint(x: 24, y: 152))
    #expect(canvas.origin(ofText: "hello") == CGPoint(x: 24, y: 152))
    #expect(canvas.origin(ofText: "absent") == nil)
  }

  @Test("restoreState() undoes the translation, clip and alpha set since saveState()")
  func saveRestore() {
    let canvas = canvas()
    canvas.saveState()
    canvas.translate(by: CGPoint(x: 10, y: 10))
    canvas.clip(to: CGRect(x: 0, y: 0, width: 5, height: 5))
    canvas.multiplyAlpha(0.5)
    #expect(canvas.stateDepth == 1)
    canvas.restoreState()
    #expect(canvas.stateDepth == 0)
    canvas.fill(CGRect(x: 1, y: 2, width: 3, height: 4), cornerRadius: 0, color: .red)
    #expect(
      canvas.commands == [
        .fill(
          CGRect(x: 1, y: 2, width: 3, height: 4), cornerRadius: 0, color: .red,
          context: .init(clip: nil, alpha: 1, clipped: false))
      ])
  }

  @Test("A stroked rounded rect records its absolute rect, radius and line width")
  func strokeRecorded() {
    let canvas = canvas()
    canvas.translate(by: CGPoint(x: 0, y: 150))
    canvas.stroke(
      CGRect(x: 20, y: 0, width: 350, height: 80), cornerRadius: 8, lineWidth: 1,
      color: .systemGray4)
    #expect(canvas.strokes.count == 1)
    #expect(canvas.strokes[0].0.minY == 150)
    #expect(canvas.strokes[0].cornerRadius == 8)
    guard case .stroke(_, _, let lineWidth, let color, _) = canvas.commands[0] else {
      Issue.record("expected a stroke")
      return
    }
    #expect(lineWidth == 1)
    #expect(color == .systemGray4)
  }

  @Test("Clips intersect in absolute coordinates, and are recorded with each command")
  func clipsIntersect() {
    let canvas = canvas(bounds: CGRect(x: 0, y: 0, width: 390, height: 844))
    canvas.translate(by: CGPoint(x: 100, y: 100))
    canvas.clip(to: CGRect(x: 0, y: 0, width: 50, height: 50))
    canvas.translate(by: CGPoint(x: 25, y: 25))
    canvas.clip(to: CGRect(x: 0, y: 0, width: 100, height: 100))
    canvas.fill(CGRect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 0, color: .blue)
    #expect(canvas.commands[0].context.clip == CGRect(x: 125, y: 125, width: 25, height: 25))
  }

  @Test("Drawing wholly outside the clip is recorded but flagged clipped")
  func clippedFlag() {
    let canvas = canvas(bounds: CGRect(x: 0, y: 0, width: 100, height: 100))
    canvas.fill(CGRect(x: 200, y: 0, width: 10, height: 10), cornerRadius: 0, color: .red)
    canvas.fill(CGRect(x: 95, y: 95, width: 10, height: 10), cornerRadius: 0, color: .red)
    canvas.fill(CGRect(x: 100, y: 0, width: 10, height: 10), cornerRadius: 0, color: .red)
    canvas.drawText("off", at: CGPoint(x: 0, y: -30), font: font, color: .label)
    #expect(canvas.commands.map(\.isClipped) == [true, false, true, true])
    #expect(canvas.texts.map(\.0) == ["off"])
    #expect(canvas.visibleTexts.isEmpty)
  }

  @Test("A clip that shrinks to nothing clips everything drawn inside it")
  func emptyClip() {
    let canvas = canvas()
    canvas.clip(to: CGRect(x: 0, y: 0, width: 10, height: 10))
    canvas.clip(to: CGRect(x: 50, y: 50, width: 10, height: 10))
    canvas.fill(CGRect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 0, color: .red)
    #expect(canvas.commands[0].isClipped)
  }

  @Test("Without bounds nothing is clipped")
  func unbounded() {
    let canvas = canvas()
    canvas.fill(CGRect(x: -1e6, y: 1e6, width: 1, height: 1), cornerRadius: 0, color: .red)
    #expect(canvas.commands[0].context.clip == nil)
    #expect(!canvas.commands[0].isClipped)
  }

  @Test("Alpha multiplies through nested views (a 0.5 view inside a 0.5 view draws at 0.25)")
  func alphaMultiplies() {
    let canvas = canvas()
    canvas.multiplyAlpha(0.5)
    canvas.saveState()
    canvas.multiplyAlpha(0.5)
    canvas.fill(.zero, cornerRadius: 0, color: .red)
    canvas.restoreState()
    canvas.fill(.zero, cornerRadius: 0, color: .red)
    #expect(canvas.commands.map(\.context.alpha) == [0.25, 0.5])
  }

  @Test("A text's frame is its measured width by the font's line height")
  func textFrame() {
    let canvas = canvas()
    canvas.drawText("ab안", at: CGPoint(x: 3, y: 4), font: font, color: .label)
    #expect(canvas.commands[0].frame == CGRect(x: 3, y: 4, width: 20, height: 12))
  }

  @Test("Images are recorded with their absolute rect")
  func imageRecorded() {
    let canvas = canvas()
    let image = UIImage.solid(color: .red, size: CGSize(width: 2, height: 2))
    canvas.translate(by: CGPoint(x: 5, y: 5))
    canvas.drawImage(image, in: CGRect(x: 0, y: 0, width: 40, height: 40))
    guard case .image(let drawn, let rect, _) = canvas.commands[0] else {
      Issue.record("expected an image")
      return
    }
    #expect(drawn === image)
    #expect(rect == CGRect(x: 5, y: 5, width: 40, height: 40))
  }

  @Test("Fills are listed with their colour")
  func fillsQuery() {
    let canvas = canvas()
    canvas.fill(
      CGRect(x: 0, y: 0, width: 390, height: 844), cornerRadius: 0, color: .systemBackground)
    canvas.fill(
      CGRect(x: 20, y: 150, width: 350, height: 80), cornerRadius: 10, color: .systemGray6)
    #expect(canvas.fills.map(\.1) == [.systemBackground, .systemGray6])
    #expect(canvas.fills[1].0.minY == 150)
  }

  @Test("reset() forgets commands and state, ready for the next frame")
  func reset() {
    let canvas = canvas(bounds: CGRect(x: 0, y: 0, width: 10, height: 10))
    canvas.saveState()
    canvas.translate(by: CGPoint(x: 3, y: 3))
    canvas.multiplyAlpha(0.1)
    canvas.fill(.zero, cornerRadius: 0, color: .red)
    canvas.reset()
    #expect(canvas.commands.isEmpty)
    #expect(canvas.stateDepth == 0)
    #expect(canvas.currentTranslation == .zero)
    canvas.fill(CGRect(x: 1, y: 1, width: 1, height: 1), cornerRadius: 0, color: .red)
    #expect(
      canvas.commands[0].context
        == .init(clip: CGRect(x: 0, y: 0, width: 10, height: 10), alpha: 1, clipped: false))
  }

  @Test("An unbalanced restoreState() is counted, not a crash")
  func unbalancedRestore() {
    let canvas = canvas()
    canvas.restoreState()
    #expect(canvas.unbalancedRestoreCount == 1)
    #expect(canvas.stateDepth == 0)
  }

  @Test("Negative-size rects are standardized before recording")
  func standardized() {
    let canvas = canvas()
    canvas.fill(CGRect(x: 10, y: 10, width: -5, height: -5), cornerRadius: 0, color: .red)
    #expect(canvas.commands[0].frame == CGRect(x: 5, y: 5, width: 5, height: 5))
  }
}
