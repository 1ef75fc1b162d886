import Foundation
import Testing
import UIKitTestSupport

@testable import UIKit

/// A view that draws one fill of its own, in its bounds coordinates.
private final class ContentView: UIView {
  override func draw(in canvas: Canvas) {
    canvas.fill(CGRect(x: 1, y: 2, width: 3, height: 4), cornerRadius: 0, color: .green)
  }
}

/// One recorded fill, flattened for comparisons.
private struct Fill: Equatable {
  var rect: CGRect
  var radius: CGFloat
  var color: UIColor
  var alpha: CGFloat
  var clip: CGRect?
  var clipped: Bool
}

@MainActor
private func fills(_ canvas: RecordingCanvas) -> [Fill] {
  canvas.commands.compactMap {
    if case .fill(let rect, let radius, let color, let context) = $0 {
      return Fill(
        rect: rect, radius: radius, color: color, alpha: context.alpha, clip: context.clip,
        clipped: context.clipped)
    }
    return nil
  }
}

@MainActor
@Suite("UIView drawing into a recording canvas", .serialized, .uikitRuntime)
struct UIViewDrawingTests {
  /// root (0, 0, 390, 844) white ── card (20, 30, 100, 50) red ── dot (5, 5, 10, 10) blue
  func tree() -> (root: UIView, card: UIView, dot: UIView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    root.backgroundColor = .white
    let card = UIView(frame: CGRect(x: 20, y: 30, width: 100, height: 50))
    card.backgroundColor = .red
    let dot = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
    dot.backgroundColor = .blue
    root.addSubview(card)
    card.addSubview(dot)
    return (root, card, dot)
  }

  func render(_ view: UIView) -> RecordingCanvas {
    let canvas = RecordingCanvas()
    view.render(in: canvas)
    return canvas
  }

  // UIKit: a view's backgroundColor fills its bounds; a subview draws over its superview,
  // at its frame's position in the superview (absolute = sum of the frame origins).
  @Test("Backgrounds fill each view's rect in absolute coordinates, superview first")
  func backgroundsAbsolute() {
    let t = tree()
    let canvas = render(t.root)
    #expect(
      canvas.fills.map(\.0) == [
        CGRect(x: 0, y: 0, width: 390, height: 844),
        CGRect(x: 20, y: 30, width: 100, height: 50),
        CGRect(x: 25, y: 35, width: 10, height: 10),  // 20 + 5, 30 + 5
      ])
    #expect(canvas.fills.map(\.1) == [.white, .red, .blue])
    #expect(canvas.stateDepth == 0)
    #expect(canvas.unbalancedRestoreCount == 0)
  }

  // UIKit: a nil (or clear) backgroundColor draws nothing.
  @Test("No background colour, no fill")
  func noBackground() {
    let t = tree()
    t.card.backgroundColor = nil
    t.dot.backgroundColor = .clear
    #expect(render(t.root).fills.map(\.1) == [.white])
  }

  // UIKit: layer.cornerRadius rounds the background; layer.borderWidth/borderColor draw a
  // border "composited above the receiver's contents and sublayers" (CALayer docs).
  @Test("cornerRadius rounds the fill; the border is stroked above the subviews")
  func cornerRadiusAndBorder() {
    let t = tree()
    t.card.layer.cornerRadius = 8
    t.card.layer.borderWidth = 2
    t.card.layer.borderColor = UIColor.systemGray4.cgColor
    let canvas = render(t.root)
    let f = fills(canvas)
    #expect(f[1].rect == CGRect(x: 20, y: 30, width: 100, height: 50))
    #expect(f[1].radius == 8)
    #expect(canvas.strokes.count == 1)
    #expect(canvas.strokes.first?.0 == CGRect(x: 20, y: 30, width: 100, height: 50))
    #expect(canvas.strokes.first?.cornerRadius == 8)
    guard case .stroke(_, _, let width, let color, _)? = canvas.commands.last else {
      Issue.record("the border is not the last command: \(canvas.commands)")
      return
    }
    #expect(width == 2)
    #expect(color == .systemGray4)
    // Order: root fill, card fill, dot fill, card border.
    #expect(canvas.commands.count == 4)
  }

  // UIKit: clipsToBounds confines subviews' drawing to the view's bounds; without it
  // subviews draw outside.
  @Test("clipsToBounds clips subviews to the view's rect; without it nothing clips")
  func clipping() {
    let t = tree()
    t.dot.frame = CGRect(x: 90, y: 40, width: 30, height: 30)  // overhangs the card
    let far = UIView(frame: CGRect(x: 200, y: 200, width: 10, height: 10))  // wholly outside
    far.backgroundColor = .green
    t.card.addSubview(far)
    var f = fills(render(t.root))
    #expect(f[2].clip == nil)
    #expect(f[3].clip == nil)
    t.card.clipsToBounds = true
    f = fills(render(t.root))
    #expect(f[2].rect == CGRect(x: 110, y: 70, width: 30, height: 30))
    #expect(f[2].clip == CGRect(x: 20, y: 30, width: 100, height: 50))
    #expect(!f[2].clipped)
    #expect(f[3].rect == CGRect(x: 220, y: 230, width: 10, height: 10))
    #expect(f[3].clipped)
    #expect(f[0].clip == nil)  // the root is not clipped by its child's setting
  }

  // Core Animation: masksToBounds is the layer's spelling of clipsToBounds.
  @Test("layer.masksToBounds clips like clipsToBounds")
  func masksToBounds() {
    let t = tree()
    t.card.layer.masksToBounds = true
    #expect(fills(render(t.root))[2].clip == CGRect(x: 20, y: 30, width: 100, height: 50))
  }

  // UIKit: a view's alpha applies to its whole subtree: a 0.5 view in a 0.5 view shows at 0.25.
  @Test("alpha multiplies down the tree")
  func alphaMultiplies() {
    let t = tree()
    t.card.alpha = 0.5
    t.dot.alpha = 0.5
    #expect(fills(render(t.root)).map(\.alpha) == [1, 0.5, 0.25])
  }

  // UIKit: a hidden view and its subviews are not drawn; nor is a view with alpha 0.
  @Test("A hidden view and its subtree are not drawn; alpha 0 draws nothing")
  func hiddenNotDrawn() {
    let t = tree()
    t.card.isHidden = true
    #expect(render(t.root).fills.map(\.1) == [.white])
    t.card.isHidden = false
    t.card.alpha = 0
    #expect(render(t.root).fills.map(\.1) == [.white])
  }

  // UIKit: subviews draw in `subviews` order, so later ones are on top; reordering redraws.
  @Test("Subviews draw in subviews order; bringSubviewToFront changes it")
  func subviewOrder() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let a = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    a.backgroundColor = .red
    let b = UIView(frame: CGRect(x: 25, y: 25, width: 50, height: 50))
    b.backgroundColor = .blue
    root.addSubview(a)
    root.addSubview(b)
    #expect(render(root).fills.map(\.1) == [.red, .blue])
    root.bringSubviewToFront(a)
    #expect(render(root).fills.map(\.1) == [.blue, .red])
  }

  // UIKit: bounds.origin moves the content (draw(_:) and subviews) but not the view's
  // own background, which fills its frame.
  @Test("bounds.origin shifts content and subviews, not the view's own background")
  func boundsOriginShiftsContent() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let scroller = ContentView(frame: CGRect(x: 0, y: 100, width: 390, height: 200))
    scroller.backgroundColor = .white
    let row = UIView(frame: CGRect(x: 0, y: 60, width: 390, height: 40))
    row.backgroundColor = .red
    root.addSubview(scroller)
    scroller.addSubview(row)
    scroller.bounds.origin = CGPoint(x: 0, y: 50)
    let f = render(root).fills
    #expect(
      f.map(\.0) == [
        CGRect(x: 0, y: 100, width: 390, height: 200),  // own background: the frame
        CGRect(x: 1, y: 52, width: 3, height: 4),  // draw(in:) content: 100 + 2 - 50
        CGRect(x: 0, y: 110, width: 390, height: 40),  // row: 100 + 60 - 50
      ])
  }

  // UIKit: draw(_:) content goes above the view's background and below its subviews.
  @Test("draw(in:) content is drawn after the background and before subviews")
  func contentOrder() {
    let root = ContentView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
    root.backgroundColor = .white
    let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    child.backgroundColor = .red
    root.addSubview(child)
    let f = render(root).fills
    #expect(f.map(\.1) == [.white, .green, .red])
    #expect(f[1].0 == CGRect(x: 11, y: 12, width: 3, height: 4))
  }
}
