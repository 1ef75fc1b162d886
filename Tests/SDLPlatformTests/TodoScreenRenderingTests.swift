import Foundation
import Testing
import UIKit
import UIKitTestSupport

@testable import SDLPlatform

/// The todo screen as the software renderer draws it: where the field's border is at rest
/// and with the keyboard up, that typed text and the keyboard's keys are drawn, and that
/// frames are byte-identical run to run and whether drawn in full or incrementally.
@MainActor
@Suite(.serialized, .uikitRuntime)
struct TodoScreenRenderingTests {
  /// The field's border colour (systemGray4, #D1D1D6).
  static let border: (UInt8, UInt8, UInt8) = (0xD1, 0xD1, 0xD6)
  /// iOS's light keyboard panel (#D1D3D9).
  static let panel: (UInt8, UInt8, UInt8) = (0xD1, 0xD3, 0xD9)

  @Test("At rest the field's top border is row 150 (scale 1), in the field's grey, white above")
  func restingBorder() throws {
    try withHeadlessApp { app in
      let shot = try app.capture()
      #expect(shot.width == 390 && shot.height == 844)
      #expect(shot.firstNonWhiteRow(x: 300, fromY: 100) == 150)
      let p = shot.pixel(x: 300, y: 150)
      #expect((p.r, p.g, p.b) == Self.border)
      #expect(shot.isWhite(x: 300, y: 149))
      #expect(shot.isWhite(x: 300, y: 151))
      // Nothing of the keyboard: the bottom rows are white.
      #expect(shot.isWhite(x: 2, y: 843))
    }
  }

  @Test("At scale 2 every point is two pixels: the border is at pixel row 300, two rows thick")
  func scaleTwo() throws {
    try withHeadlessApp(scale: 2) { app in
      let shot = try app.capture()
      #expect(shot.width == 780 && shot.height == 1688)
      #expect(shot.firstNonWhiteRow(x: 600, fromY: 200) == 300)
      #expect(!shot.isWhite(x: 600, y: 301))
      #expect(shot.isWhite(x: 600, y: 302))
    }
  }

  @Test("With the keyboard up the border is at row 120 and the keyboard covers the bottom 291 points")
  func keyboardUp() throws {
    try withHeadlessApp { app in
      app.focusAndSettle()
      #expect(app.field.isFirstResponder)
      let shot = try app.capture()
      #expect(shot.firstNonWhiteRow(x: 300, fromY: 100) == 120)
      let keyboardTop = 844 - 291
      // The panel's colour in the side margin from the keyboard's top to the bottom…
      for y in [keyboardTop, 600, 700, 843] {
        let p = shot.pixel(x: 1, y: y)
        #expect((p.r, p.g, p.b) == Self.panel, "row \(y)")
      }
      // …and the screen's white just above it.
      #expect(shot.isWhite(x: 1, y: keyboardTop - 1))
    }
  }

  @Test("Key caps are drawn: white caps with a dark letter inside, on the panel")
  func keysDrawn() throws {
    try withHeadlessApp { app in
      app.focusAndSettle()
      let shot = try app.capture()
      for letter in ["q", "a", "m", "p"] {
        let rect = try #require(app.keyboard.keyRect(for: .character(letter)), "key \(letter)")
        #expect(rect.minY >= 553, "key \(letter) is on the keyboard")
        // The cap's corner area is the cap's white (inset past the rounded corner).
        #expect(shot.isWhite(x: Int(rect.minX) + 6, y: Int(rect.minY) + 6), "cap \(letter)")
        let ink = shot.ink(in: rect.insetBy(dx: 4, dy: 4), scale: 1)
        #expect(ink.count >= 8, "glyph \(letter): \(ink.count) dark pixels")
      }
    }
  }

  @Test("Typed text is drawn inside the field, as wide as the measurer says")
  func typedText() throws {
    try withHeadlessApp { app in
      app.focusAndSettle()
      let text = "Buy milk 우유"
      app.window.handleText(text)
      UIKitRuntime.current.settle()
      #expect(app.field.text == text)
      let shot = try app.capture()
      let fieldFrame = app.field.convert(app.field.bounds, to: nil)
      #expect(fieldFrame.minY == 120)
      // Inside the border, left of where the text could end.
      let inside = fieldFrame.insetBy(dx: 2, dy: 2)
      let ink = shot.ink(in: inside, scale: 1)
      #expect(ink.count > 150, "\(ink.count) dark pixels")
      let width = TextMeasurement.current.width(of: text, font: app.field.font!)
      let textLeft = app.field.textRect(forBounds: app.field.bounds).minX + fieldFrame.minX
      #expect(abs(CGFloat(ink.minX) - textLeft) <= 3, "text starts at \(ink.minX), field text rect at \(textLeft)")
      // The caret (blinking) may add a column at the end; the glyphs end where measured.
      #expect(CGFloat(ink.maxX) <= textLeft + width + 3)
      #expect(CGFloat(ink.maxX) >= textLeft + width - 4, "ink ends at \(ink.maxX), measured end \(textLeft + width)")
    }
  }

  @Test("The same state renders the same bytes in two separate runs")
  func deterministic() throws {
    func render() throws -> [UInt8] {
      try withHeadlessApp { app in
        app.focusAndSettle()
        app.window.handleText("우유 milk")
        UIKitRuntime.current.pumpFrames(3)
        return try app.capture().rgba
      }
    }
    let first = try render()
    let second = try render()
    #expect(first == second)
  }

  @Test("Incremental frames (only what changed redrawn) equal full redraws, frame by frame")
  func damageTrackingIsExact() throws {
    try withHeadlessApp { app in
      let canvas = app.host.canvas
      #expect(canvas.targetRetainsContents)
      var checked = 0
      @MainActor func compareFrame(_ label: String) throws {
        let incremental = try app.capture()
        let redrawn = canvas.lastFrameRedrawnPixels
        canvas.alwaysRedrawEverything = true
        let full = try app.capture()
        canvas.alwaysRedrawEverything = false
        #expect(incremental.rgba == full.rgba, "\(label): incremental frame differs (redrew \(redrawn) px)")
        checked += 1
      }
      try compareFrame("rest")
      app.switcher.focusFirstTextInput()
      for frame in 0..<24 {
        UIKitRuntime.current.pumpFrames(1)
        if frame == 5 { app.window.handleText("Buy") }
        if frame == 9 { app.window.handleText(" milk 우유") }
        try compareFrame("show \(frame)")
      }
      app.window.handleKey(.escape, modifiers: [])
      for frame in 0..<12 {
        UIKitRuntime.current.pumpFrames(1)
        try compareFrame("hide \(frame)")
      }
      // Turned around half-way: show again while it hides.
      app.switcher.focusFirstTextInput()
      for frame in 0..<20 {
        UIKitRuntime.current.pumpFrames(1)
        try compareFrame("show again \(frame)")
      }
      #expect(checked == 57)
    }
  }

  @Test("A frame drawn twice creates no new text textures; an idle frame redraws nothing")
  func cachesHold() throws {
    try withHeadlessApp { app in
      app.focusAndSettle()
      _ = try app.capture()
      let created = app.host.canvas.textTexturesCreated
      _ = try app.capture()
      #expect(app.host.canvas.textTexturesCreated == created)
      #expect(app.host.canvas.lastFrameRedrawnPixels == 0)
    }
  }
}
