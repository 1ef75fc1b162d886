import Foundation
import Testing
import UIKitTestSupport

@testable import UIKit

/// Fields use a 10-point font: with the fixed-width measurer ASCII graphemes are 5 wide,
/// Hangul 10, lines 12 high. A borderless field's text starts at x 0.
@Suite("UITextField", .serialized, .uikitRuntime)
@MainActor
struct UITextFieldTests {
  /// Records what a delegate was asked and told, in order, with configurable answers.
  final class Delegate: UITextFieldDelegate {
    var calls: [String] = []
    var ranges: [NSRange] = []
    var shouldBegin = true
    var shouldEnd = true
    var shouldChange = true
    var shouldReturn = true
    var shouldClear = true
    var onReturn: ((UITextField) -> Void)?

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
      calls.append("shouldBegin")
      return shouldBegin
    }
    func textFieldDidBeginEditing(_ textField: UITextField) { calls.append("didBegin") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
      calls.append("shouldEnd")
      return shouldEnd
    }
    func textFieldDidEndEditing(_ textField: UITextField) { calls.append("didEnd") }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
      -> Bool
    {
      calls.append("shouldChange(\(string))")
      ranges.append(range)
      return shouldChange
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
      calls.append("shouldReturn")
      onReturn?(textField)
      return shouldReturn
    }
    func textFieldShouldClear(_ textField: UITextField) -> Bool {
      calls.append("shouldClear")
      return shouldClear
    }
  }

  func makeField(width: CGFloat = 100) -> UITextField {
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: width, height: 30))
    field.font = .systemFont(ofSize: 10)
    return hostInWindow(field)
  }

  /// Records control events by name.
  func events(of field: UITextField) -> () -> [String] {
    final class Box { var names: [String] = [] }
    let box = Box()
    let named: [(String, UIControl.Event)] = [
      ("editingDidBegin", .editingDidBegin), ("editingChanged", .editingChanged), ("editingDidEnd", .editingDidEnd),
      ("editingDidEndOnExit", .editingDidEndOnExit), ("primaryActionTriggered", .primaryActionTriggered),
    ]
    for (name, event) in named { field.addAction(UIAction { _ in box.names.append(name) }, for: event) }
    return { box.names }
  }

  func caretFills(_ field: UITextField) -> [CGRect] {
    fills(drawing(of: field), color: .systemBlue).filter { $0.width == 2 }
  }

  // MARK: Properties and drawing

  @Test("text is never nil (setting nil gives \"\"), as UIKit's UITextField")
  func textNeverNil() {
    let field = UITextField()
    #expect(field.text == "")
    field.text = "a"
    field.text = nil
    #expect(field.text == "")
    #expect(!field.hasText)
  }

  @Test("The placeholder is drawn in .placeholderText while the field is empty, and not once it has text")
  func placeholderDrawing() {
    let field = makeField()
    field.placeholder = "Title"
    let empty = textsWithColors(drawing(of: field))
    #expect(empty.count == 1)
    #expect(empty.first?.0 == "Title")
    #expect(empty.first?.1 == .placeholderText)
    field.text = "Milk"
    let filled = textsWithColors(drawing(of: field))
    #expect(filled.map(\.0) == ["Milk"])
    #expect(filled.first?.1 == .label)
  }

  @Test("isSecureTextEntry draws one \u{2022} per character, and the text itself stays readable in code")
  func secureEntryBullets() {
    let field = makeField()
    field.isSecureTextEntry = true
    field.text = "pa한ss"
    #expect(drawing(of: field).texts.map(\.0) == ["•••••"])
    #expect(field.text == "pa한ss")
  }

  @Test("borderStyle .roundedRect: white fill, 1-point systemGray4 border, 5-point corners (the iOS look)")
  func roundedRectLook() {
    let field = makeField()
    field.borderStyle = .roundedRect
    let canvas = drawing(of: field)
    #expect(
      canvas.commands.contains(
        .fill(
          CGRect(x: 0, y: 0, width: 100, height: 30), cornerRadius: 5, color: .white,
          context: .init(clip: nil, alpha: 1, clipped: false))))
    #expect(
      canvas.commands.contains(
        .stroke(
          CGRect(x: 0, y: 0, width: 100, height: 30), cornerRadius: 5, lineWidth: 1, color: .systemGray4,
          context: .init(clip: nil, alpha: 1, clipped: false))))
    // The text is inset from the rounded border.
    field.text = "a"
    #expect(drawing(of: field).origin(ofText: "a")?.x == 7)
  }

  @Test("textAlignment .center and .right place the text in the field")
  func alignment() {
    let field = makeField()
    field.text = "abcd"  // 20 wide; 98 available (2 kept for the caret)
    field.textAlignment = .center
    #expect(drawing(of: field).origin(ofText: "abcd") == CGPoint(x: 39, y: 9))
    field.textAlignment = .right
    #expect(drawing(of: field).origin(ofText: "abcd") == CGPoint(x: 78, y: 9))
  }

  // MARK: Beginning and ending editing

  @Test("Becoming first responder: shouldBeginEditing, then .editingDidBegin, then didBeginEditing")
  func beginEditingOrder() {
    withControls { _ in
      let field = makeField()
      let delegate = Delegate()
      field.delegate = delegate
      field.addAction(UIAction { _ in delegate.calls.append("editingDidBegin") }, for: .editingDidBegin)
      #expect(field.becomeFirstResponder())
      #expect(field.isFirstResponder)
      #expect(field.isEditing)
      #expect(delegate.calls == ["shouldBegin", "editingDidBegin", "didBegin"])
    }
  }

  @Test("textFieldShouldBeginEditing returning false keeps the field from editing (no events)")
  func shouldBeginRefuses() {
    withControls { _ in
      let field = makeField()
      let delegate = Delegate()
      delegate.shouldBegin = false
      field.delegate = delegate
      let sent = events(of: field)
      #expect(!field.becomeFirstResponder())
      #expect(!field.isFirstResponder)
      #expect(sent().isEmpty)
      #expect(delegate.calls == ["shouldBegin"])
    }
  }

  @Test("Resigning: shouldEndEditing, then .editingDidEnd, then didEndEditing; refusing keeps editing")
  func endEditing() {
    withControls { _ in
      let field = makeField()
      let delegate = Delegate()
      field.delegate = delegate
      field.becomeFirstResponder()
      let sent = events(of: field)
      field.addAction(UIAction { _ in delegate.calls.append("editingDidEnd") }, for: .editingDidEnd)
      delegate.calls = []
      delegate.shouldEnd = false
      #expect(!field.resignFirstResponder())
      #expect(field.isFirstResponder)
      delegate.shouldEnd = true
      #expect(field.resignFirstResponder())
      #expect(!field.isFirstResponder)
      #expect(delegate.calls == ["shouldEnd", "shouldEnd", "editingDidEnd", "didEnd"])
      #expect(sent() == ["editingDidEnd"])
    }
  }

  @Test("endEditing(true) ends editing even when textFieldShouldEndEditing says no (UIKit's force)")
  func forcedEnd() {
    withControls { _ in
      let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
      let field = makeField()
      container.addSubview(field)
      hostInWindow(container)
      let delegate = Delegate()
      delegate.shouldEnd = false
      field.delegate = delegate
      field.becomeFirstResponder()
      #expect(!container.endEditing(false))
      #expect(field.isFirstResponder)
      #expect(container.endEditing(true))
      #expect(!field.isFirstResponder)
      #expect(delegate.calls.last == "didEnd")
    }
  }

  @Test("Moving focus to another field asks the old one's textFieldShouldEndEditing; a refusal keeps focus")
  func switchingFieldsAsksOldField() {
    withControls { _ in
      let first = makeField()
      let second = makeField()
      // One window, as on iOS: each window has its own first responder.
      first.window?.addSubview(second)
      let delegate = Delegate()
      first.delegate = delegate
      first.becomeFirstResponder()
      delegate.shouldEnd = false
      #expect(!second.becomeFirstResponder())
      #expect(first.isFirstResponder)
      delegate.shouldEnd = true
      #expect(second.becomeFirstResponder())
      #expect(!first.isFirstResponder)
      #expect(delegate.calls.suffix(2) == ["shouldEnd", "didEnd"])
    }
  }

  @Test("A disabled field cannot become first responder")
  func disabledField() {
    withControls { _ in
      let field = makeField()
      field.isEnabled = false
      #expect(!field.becomeFirstResponder())
    }
  }

  @Test("Editing posts UITextField's begin/change/end notifications with the field as object")
  func notifications() {
    withControls { _ in
      let field = makeField()
      var names: [Notification.Name] = []
      let tokens = [
        UITextField.textDidBeginEditingNotification, UITextField.textDidChangeNotification,
        UITextField.textDidEndEditingNotification,
      ].map { name in
        NotificationCenter.default.addObserver(forName: name, object: field, queue: nil) { note in
          nonisolated(unsafe) let note = note
          MainActor.assumeIsolated { names.append(note.name) }
        }
      }
      defer { tokens.forEach(NotificationCenter.default.removeObserver) }
      field.becomeFirstResponder()
      field.insertText("a")
      field.resignFirstResponder()
      #expect(
        names == [
          UITextField.textDidBeginEditingNotification, UITextField.textDidChangeNotification,
          UITextField.textDidEndEditingNotification,
        ])
    }
  }

  // MARK: Editing

  @Test("insertText asks shouldChangeCharactersIn with the caret's range and sends .editingChanged")
  func insertGoesThroughDelegate() {
    withControls { _ in
      let field = makeField()
      let delegate = Delegate()
      field.delegate = delegate
      field.text = "ac"
      field.becomeFirstResponder()
      field.caretOffset = 1
      let sent = events(of: field)
      field.insertText("b")
      #expect(field.text == "abc")
      #expect(delegate.ranges == [NSRange(location: 1, length: 0)])
      #expect(sent() == ["editingChanged"])
      #expect(field.caretOffset == 2)
    }
  }

  @Test("A refused change leaves the text and caret alone and sends no .editingChanged")
  func refusedChange() {
    withControls { _ in
      let field = makeField()
      let delegate = Delegate()
      delegate.shouldChange = false
      field.delegate = delegate
      field.text = "ab"
      let sent = events(of: field)
      field.insertText("c")
      field.deleteBackward()
      #expect(field.text == "ab")
      #expect(field.caretOffset == 2)
      #expect(sent().isEmpty)
      #expect(delegate.calls == ["shouldChange(c)", "shouldChange()"])
    }
  }

  @Test("A delegate may limit the length the UIKit way (replacingCharacters(in:) on the NSRange)")
  func lengthLimitDelegate() {
    final class Limit: UITextFieldDelegate {
      func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
      )
        -> Bool
      {
        let current = textField.text ?? ""
        guard let r = Range(range, in: current) else { return false }
        return current.replacingCharacters(in: r, with: string).count <= 3
      }
    }
    withControls { _ in
      let field = makeField()
      let limit = Limit()
      field.delegate = limit
      for c in ["a", "👍🏽", "한", "x", "y"] { field.insertText(c) }
      #expect(field.text == "a👍🏽한")
    }
  }

  @Test("Setting text in code asks no delegate and sends no .editingChanged, as on iOS")
  func programmaticTextIsSilent() {
    withControls { _ in
      let field = makeField()
      let delegate = Delegate()
      field.delegate = delegate
      let sent = events(of: field)
      field.text = "hello"
      #expect(delegate.calls.isEmpty)
      #expect(sent().isEmpty)
      #expect(field.caretOffset == 5)
    }
  }

  @Test("The delegate is held weakly")
  func weakDelegate() {
    let field = makeField()
    var delegate: Delegate? = Delegate()
    field.delegate = delegate
    delegate = nil
    #expect(field.delegate == nil)
  }

  // MARK: Keys

  @Test("Left/Right move by grapheme, Home/End and Up/Down to the ends; Tab and Escape are not handled")
  func arrowKeys() {
    withControls { _ in
      let field = makeField()
      field.text = "a한👍🏽b"
      field.becomeFirstResponder()
      #expect(field.caretOffset == 4)
      #expect(field.handleEditingKey(.left, modifiers: []))
      #expect(field.handleEditingKey(.left, modifiers: []))
      #expect(field.caretOffset == 2)
      _ = field.handleEditingKey(.home, modifiers: [])
      #expect(field.caretOffset == 0)
      _ = field.handleEditingKey(.right, modifiers: [])
      #expect(field.caretOffset == 1)
      _ = field.handleEditingKey(.end, modifiers: [])
      #expect(field.caretOffset == 4)
      _ = field.handleEditingKey(.up, modifiers: [])
      #expect(field.caretOffset == 0)
      _ = field.handleEditingKey(.down, modifiers: [])
      #expect(field.caretOffset == 4)
      #expect(!field.handleEditingKey(.tab, modifiers: []))
      #expect(!field.handleEditingKey(.escape, modifiers: []))
    }
  }

  @Test("Backspace and Delete keys remove the grapheme before / after the caret")
  func deleteKeys() {
    withControls { _ in
      let field = makeField()
      field.text = "ab한c"
      field.becomeFirstResponder()
      field.caretOffset = 2
      _ = field.handleEditingKey(.backspace, modifiers: [])
      #expect(field.text == "a한c")
      _ = field.handleEditingKey(.deleteForward, modifiers: [])
      #expect(field.text == "ac")
      #expect(field.caretOffset == 1)
    }
  }

  @Test("Return with no delegate: .primaryActionTriggered, .editingDidEndOnExit, then it resigns")
  func returnDefaultResigns() {
    withControls { _ in
      let field = makeField()
      field.becomeFirstResponder()
      let sent = events(of: field)
      #expect(field.handleEditingKey(.enter, modifiers: []))
      #expect(!field.isFirstResponder)
      #expect(sent() == ["primaryActionTriggered", "editingDidEndOnExit", "editingDidEnd"])
    }
  }

  @Test("textFieldShouldReturn returning false: the field keeps editing and sends nothing")
  func returnRefused() {
    withControls { _ in
      let field = makeField()
      let delegate = Delegate()
      delegate.shouldReturn = false
      field.delegate = delegate
      field.becomeFirstResponder()
      let sent = events(of: field)
      _ = field.handleEditingKey(.enter, modifiers: [])
      #expect(field.isFirstResponder)
      #expect(sent().isEmpty)
      #expect(delegate.calls.last == "shouldReturn")
    }
  }

  @Test("A delegate that moves focus to the next field on Return keeps that focus")
  func returnMovesToNextField() {
    withControls { _ in
      let field = makeField()
      let next = makeField()
      let delegate = Delegate()
      delegate.onReturn = { _ in next.becomeFirstResponder() }
      field.delegate = delegate
      field.becomeFirstResponder()
      _ = field.handleEditingKey(.enter, modifiers: [])
      #expect(next.isFirstResponder)
    }
  }

  @Test("insertText(\"\\n\") (an on-screen Return key) is Return, not a line break")
  func newlineIsReturn() {
    withControls { _ in
      let field = makeField()
      field.becomeFirstResponder()
      field.insertText("ab")
      field.insertText("\n")
      #expect(field.text == "ab")
      #expect(field.isFirstResponder)
    }
  }

  /// Apple's `textFieldShouldReturn(_:)`: true asks for the default, which keeps editing;
  /// the field resigns by itself only for a target of `.editingDidEndOnExit` (Interface
  /// Builder's "Did End On Exit"), whatever its action does. A delegate that says no
  /// gets neither the events nor the resign.
  @Test("Return resigns only for a target of editingDidEndOnExit, after the delegate allows it")
  func returnResignsOnlyForDidEndOnExit() {
    final class Target: NSObject {
      var calls: [String] = []
      func primary() { calls.append("primary") }
      func exit() { calls.append("exit") }
    }
    final class Refusing: NSObject, UITextFieldDelegate {
      func textFieldShouldReturn(_ textField: UITextField) -> Bool { false }
    }
    withControls { _ in
      let field = makeField()
      let target = Target()
      field.addTarget(target, action: Selector("primary", Target.primary), for: .primaryActionTriggered)
      field.becomeFirstResponder()
      _ = field.handleEditingKey(.enter, modifiers: [])
      #expect(target.calls == ["primary"])
      #expect(field.isFirstResponder)

      field.addTarget(target, action: Selector("exit", Target.exit), for: .editingDidEndOnExit)
      let refusing = Refusing()
      field.delegate = refusing
      _ = field.handleEditingKey(.enter, modifiers: [])
      #expect(target.calls == ["primary"])
      #expect(field.isFirstResponder)

      field.delegate = nil
      _ = field.handleEditingKey(.enter, modifiers: [])
      #expect(target.calls == ["primary", "primary", "exit"])
      #expect(!field.isFirstResponder)
    }
  }

  // MARK: Taps

  @Test("A tap makes the field first responder and puts the caret at the nearest grapheme boundary")
  func tapPlacesCaret() {
    withControls { _ in
      let field = makeField()
      field.text = "ab한cd"  // boundaries at x 0, 5, 10, 20, 25, 30
      tap(field, at: CGPoint(x: 16, y: 15))
      #expect(field.isFirstResponder)
      #expect(field.caretOffset == 3)
      tap(field, at: CGPoint(x: 14, y: 15))
      #expect(field.caretOffset == 2)
      tap(field, at: CGPoint(x: 90, y: 15))
      #expect(field.caretOffset == 5)
    }
  }

  @Test("The clear button (mode .always) asks textFieldShouldClear and empties the field")
  func clearButton() {
    withControls { _ in
      let field = makeField()
      field.clearButtonMode = .always
      let delegate = Delegate()
      field.delegate = delegate
      field.text = "abc"
      let button = field.clearButtonRect(forBounds: field.bounds)
      delegate.shouldClear = false
      tap(field, at: CGPoint(x: button.midX, y: button.midY))
      #expect(field.text == "abc")
      delegate.shouldClear = true
      let sent = events(of: field)
      tap(field, at: CGPoint(x: button.midX, y: button.midY))
      #expect(field.text == "")
      #expect(delegate.calls.filter { $0 == "shouldClear" }.count == 2)
      #expect(!delegate.calls.contains { $0.hasPrefix("shouldChange") })
      #expect(sent().contains("editingChanged"))
    }
  }

  @Test("clearButtonMode .whileEditing shows the button only while editing")
  func clearButtonWhileEditing() {
    withControls { _ in
      let field = makeField()
      field.clearButtonMode = .whileEditing
      field.text = "abc"
      #expect(fills(drawing(of: field), color: .systemGray3).isEmpty)
      field.becomeFirstResponder()
      #expect(fills(drawing(of: field), color: .systemGray3).count == 1)
    }
  }

  @Test("clearsOnBeginEditing empties the field when editing begins")
  func clearsOnBegin() {
    withControls { _ in
      let field = makeField()
      field.clearsOnBeginEditing = true
      field.text = "old"
      field.becomeFirstResponder()
      #expect(field.text == "")
    }
  }

  @Test("A leftView shown (.always) takes its width from the text rectangle; .never leaves it hidden")
  func leftView() {
    let field = makeField()
    field.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 12, height: 10))
    field.text = "a"
    field.leftViewMode = .always
    field.layoutIfNeeded()
    #expect(drawing(of: field).origin(ofText: "a")?.x == 12)
    #expect(field.leftView?.frame == CGRect(x: 0, y: 10, width: 12, height: 10))
    field.leftViewMode = .never
    field.layoutIfNeeded()
    #expect(field.leftView?.isHidden == true)
    #expect(drawing(of: field).origin(ofText: "a")?.x == 0)
  }

  // MARK: Caret

  @Test("The caret is a 2-point tint (systemBlue) bar at the caret's x, one line high, only while editing")
  func caretGeometry() {
    withControls { _ in
      let field = makeField()
      field.text = "abc"
      #expect(caretFills(field).isEmpty)
      field.becomeFirstResponder()
      #expect(caretFills(field) == [CGRect(x: 15, y: 9, width: 2, height: 12)])
      _ = field.handleEditingKey(.left, modifiers: [])
      #expect(caretFills(field) == [CGRect(x: 10, y: 9, width: 2, height: 12)])
      field.resignFirstResponder()
      #expect(caretFills(field).isEmpty)
    }
  }

  @Test("The caret blinks on the frame clock: shown 0.5 s (frames 0-29), hidden 0.5 s (30-59), shown again")
  func caretBlinks() {
    withControls { context in
      let field = makeField()
      field.becomeFirstResponder()
      var visible: [Int: Bool] = [:]
      for frame in 0...75 {
        if frame > 0 { context.frames(1) }
        visible[frame] = !caretFills(field).isEmpty
      }
      #expect((0...29).allSatisfy { visible[$0] == true })
      #expect((30...59).allSatisfy { visible[$0] == false })
      #expect((60...75).allSatisfy { visible[$0] == true })
    }
  }

  @Test("Typing or moving the caret makes a hidden caret visible again and restarts the blink")
  func editRestartsBlink() {
    withControls { context in
      let field = makeField()
      field.becomeFirstResponder()
      context.frames(40)
      #expect(caretFills(field).isEmpty)
      field.insertText("a")
      #expect(!caretFills(field).isEmpty)
      context.frames(29)
      #expect(!caretFills(field).isEmpty)
      context.frames(1)
      #expect(caretFills(field).isEmpty)
      _ = field.handleEditingKey(.left, modifiers: [])
      #expect(!caretFills(field).isEmpty)
    }
  }

  @Test("The blink asks for redraws only when the caret flips (needsFrame at frames 30 and 60)")
  func blinkRequestsFrames() {
    withControls { context in
      let field = makeField()
      field.becomeFirstResponder()
      var flips: [Int] = []
      for frame in 1...65 {
        context.frames(1)
        // A frame clears the flag before observers run: set again only by a flip.
        if context.runtime.needsFrame(at: context.runtime.now) { flips.append(frame) }
      }
      #expect(flips == [30, 60])
    }
  }

  @Test("An idle loop learns of a due blink: needsFrame(at:) turns true once the time passes a flip")
  func dueBlinkNeedsDisplay() {
    withControls { context in
      let field = makeField()
      field.becomeFirstResponder()
      context.frames(1)
      let runtime = context.runtime
      let t = runtime.now
      #expect(!runtime.needsFrame(at: t))
      // The platform runs a frame only when something needs it; time passes without frames.
      #expect(!runtime.needsFrame(at: t + 0.4))
      #expect(runtime.needsFrame(at: t + 0.6))
      runtime.beginFrame(at: t + 0.6)
      #expect(caretFills(field).isEmpty)
    }
  }

  @Test("Text wider than the field scrolls so the caret stays visible; Home scrolls back")
  func horizontalScroll() {
    withControls { _ in
      let field = makeField(width: 50)
      field.becomeFirstResponder()
      for _ in 0..<20 { field.insertText("a") }  // 100 wide in a 50-point field
      let caret = caretFills(field)
      #expect(caret.count == 1)
      #expect(caret.first.map { $0.minX >= 0 && $0.maxX <= 50 } == true)
      #expect(caret.first?.maxX == 50)
      let textOrigin = drawing(of: field).origin(ofText: String(repeating: "a", count: 20))
      #expect(textOrigin?.x == -52)
      _ = field.handleEditingKey(.home, modifiers: [])
      #expect(caretFills(field) == [CGRect(x: 0, y: 9, width: 2, height: 12)])
      #expect(drawing(of: field).origin(ofText: String(repeating: "a", count: 20))?.x == 0)
    }
  }

  @Test("The text is clipped to the field's text rectangle")
  func textClipped() {
    let field = makeField(width: 50)
    field.text = String(repeating: "a", count: 20)
    let command = drawing(of: field).commands.first {
      if case .text = $0 { return true }
      return false
    }
    #expect(command?.context.clip == CGRect(x: 0, y: 0, width: 50, height: 30))
  }

  // MARK: Typing during animation

  @Test("Text typed while UIView.animate runs is applied at once, none lost or reordered")
  func typingDuringAnimation() {
    withControls { context in
      let (window, root) = context.makeScreen()
      let field = makeField()
      root.addSubview(field)
      let mover = UIView(frame: CGRect(x: 0, y: 100, width: 50, height: 50))
      root.addSubview(mover)
      tap(field, at: CGPoint(x: 5, y: 5))
      #expect(field.isFirstResponder)
      UIView.animate(withDuration: 0.5) { mover.frame.origin.y = 400 }
      let typed = Array("안녕 hello 👍🏽!")
      var moverPositions: [CGFloat] = []
      for (i, character) in typed.enumerated() {
        window.handleText(String(character))
        #expect(field.text == String(typed[...i]))
        context.frames(i % 3 + 1)
        moverPositions.append(mover.presentationFrame.minY)
      }
      // The typing really happened mid-animation.
      #expect(moverPositions.contains { $0 > 100 && $0 < 400 })
      context.frames(60)
      #expect(field.text == String(typed))
      #expect(field.caretOffset == typed.count)
    }
  }
}
