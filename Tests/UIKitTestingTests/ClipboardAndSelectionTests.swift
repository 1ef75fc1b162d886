import Foundation
import Testing
import UIKit
import UIKitTesting

/// A form's field and a notes text view, at fixed places: with the fixed-width measurer,
/// the field's 17-point text is 8.5 points a character from x = 20 + 7 (its padding).
@MainActor
final class NotesController: UIViewController, UITextFieldDelegate {
  let field = UITextField()
  let notes = UITextView()
  /// The delegate's record of what it was asked: (UTF-16 range, replacement).
  var asked: [(NSRange, String)] = []
  /// A length limit, as apps write it; nil for none.
  var limit: Int?
  var selectionChanges = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    field.frame = CGRect(x: 20, y: 100, width: 350, height: 44)
    field.borderStyle = .roundedRect
    field.delegate = self
    notes.frame = CGRect(x: 20, y: 200, width: 350, height: 200)
    view.addSubview(field)
    view.addSubview(notes)
  }

  func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
    -> Bool
  {
    asked.append((range, string))
    guard let limit else { return true }
    let current = textField.text ?? ""
    return current.utf16.count - range.length + string.utf16.count <= limit
  }

  func textFieldDidChangeSelection(_ textField: UITextField) { selectionChanges += 1 }
}

/// A code field that forbids paste, as apps forbid it.
@MainActor
final class CodeField: UITextField {
  override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
    if action == Selector("paste:") { return false }
    return super.canPerformAction(action, withSender: sender)
  }
}

/// What a notification observer saw, kept on the main actor.
@MainActor
final class PasteboardNotices {
  var userInfos: [[String: [String]]?] = []
}

@MainActor
@Suite struct ClipboardAndSelectionTests {
  /// The field's x for the caret after `n` ASCII characters.
  func fieldX(_ n: Int) -> CGFloat { 20 + 7 + 8.5 * CGFloat(n) }

  func typed(_ text: String, in screen: NotesController, _ tester: ScreenTester) throws {
    try tester.tap(screen.field)
    try tester.type(text)
  }

  // MARK: The pasteboard

  @Test func thePasteboardCountsEveryChangeAndTellsOfIt() {
    let tester = ScreenTester(device: .iPhone14)
    defer { tester.tearDown() }
    let board = UIPasteboard.general
    #expect(board.string == nil && !board.hasStrings && board.changeCount == 0)
    let notices = PasteboardNotices()
    let token = NotificationCenter.default.addObserver(
      forName: UIPasteboard.changedNotification, object: board, queue: nil
    ) { notification in
      let info = notification.userInfo as? [String: [String]]
      MainActor.assumeIsolated { notices.userInfos.append(info) }
    }
    defer { NotificationCenter.default.removeObserver(token) }
    board.string = "one"
    board.string = "one"  // the same again: still a change (it replaces the items)
    board.strings = ["a", "b"]
    #expect(board.changeCount == 3)
    #expect(board.string == "a" && board.strings == ["a", "b"] && board.numberOfItems == 2)
    #expect(notices.userInfos.count == 3)
    #expect(notices.userInfos[0]?[UIPasteboard.changedTypesAddedUserInfoKey] == [UIPasteboard.plainTextType])
    board.items = []
    #expect(!board.hasStrings && board.changeCount == 4)
    #expect(notices.userInfos[3]?[UIPasteboard.changedTypesRemovedUserInfoKey] == [UIPasteboard.plainTextType])
  }

  @Test func anotherProgramsCopyIsSeenOnTheNextReadWithNoNotification() {
    let runtime = UIKitRuntime()
    let store = MemoryPasteboardStore()
    runtime.pasteboardStore = store
    let tester = ScreenTester(device: .iPhone14, in: runtime)
    defer { tester.tearDown() }
    let notices = PasteboardNotices()
    let token = NotificationCenter.default.addObserver(
      forName: UIPasteboard.changedNotification, object: tester.pasteboard, queue: nil
    ) { _ in MainActor.assumeIsolated { notices.userInfos.append(nil) } }
    defer { NotificationCenter.default.removeObserver(token) }
    #expect(tester.pasteboard.changeCount == 0)
    store.strings = ["from the desktop"]
    #expect(tester.pasteboard.string == "from the desktop")
    #expect(tester.pasteboard.changeCount == 1)
    #expect(notices.userInfos.isEmpty)
  }

  @Test func eachTestersPasteboardIsItsOwn() {
    let one = ScreenTester(device: .iPhone14)
    defer { one.tearDown() }
    let two = ScreenTester(device: .iPhone14)
    defer { two.tearDown() }
    one.pasteboard.string = "one"
    #expect(two.pasteboard.string == nil)
  }

  // MARK: Shortcuts

  @Test func copyCutAndPasteWithTheShortcuts() throws {
    let screen = NotesController()
    let tester = ScreenTester(screen)
    defer { tester.tearDown() }
    try typed("hello world", in: screen, tester)
    try tester.select(range: 6..<11)
    #expect(tester.selectedText == "world")
    #expect(tester.press(.character("c"), modifiers: .command))
    #expect(tester.pasteboard.string == "world")
    #expect(tester.press(.character("x"), modifiers: .control))
    #expect(screen.field.text == "hello ")
    #expect(tester.pasteboard.string == "world")
    #expect(tester.press(.character("v"), modifiers: .control))
    #expect(screen.field.text == "hello world")
    // Select All, then paste over everything.
    #expect(tester.press(.character("a"), modifiers: .command))
    #expect(tester.selectedText == "hello world")
    try tester.paste("bye")
    #expect(screen.field.text == "bye")
    #expect(screen.field.caretOffset == 3)
  }

  @Test func aPasteIsOneEditTheDelegateSeesWhole() throws {
    let screen = NotesController()
    let tester = ScreenTester(screen)
    defer { tester.tearDown() }
    try typed("ab", in: screen, tester)
    screen.asked.removeAll()
    screen.limit = 10
    // 12 characters more would make 14: refused whole, nothing changes.
    try tester.paste("123456789012")
    #expect(screen.field.text == "ab")
    #expect(screen.asked.count == 1)
    #expect(screen.asked.first?.0 == NSRange(location: 2, length: 0))
    #expect(screen.asked.first?.1 == "123456789012")
    // 8 more make 10: taken whole.
    try tester.paste("12345678")
    #expect(screen.field.text == "ab12345678")
    // A field has one line: pasted line breaks become spaces.
    screen.limit = nil
    try tester.paste("x\ny")
    #expect(screen.field.text == "ab12345678x y")
  }

  @Test func aSecureFieldCopiesAndCutsNothingButTakesAPaste() throws {
    let screen = NotesController()
    let tester = ScreenTester(screen)
    defer { tester.tearDown() }
    screen.field.isSecureTextEntry = true
    try typed("secret", in: screen, tester)
    tester.pasteboard.string = "before"
    try tester.select(range: 0..<6)
    #expect(!screen.field.canPerformAction(Selector("copy:"), withSender: nil))
    #expect(!screen.field.canPerformAction(Selector("cut:"), withSender: nil))
    #expect(!tester.press(.character("c"), modifiers: .command))
    #expect(!tester.press(.character("x"), modifiers: .command))
    #expect(tester.pasteboard.string == "before")
    #expect(screen.field.text == "secret")
    try tester.paste("pass")
    #expect(screen.field.text == "pass")
  }

  @Test func anAppThatForbidsPasteGetsNoPaste() throws {
    let screen = NotesController()
    let tester = ScreenTester(screen)
    defer { tester.tearDown() }
    let code = CodeField(frame: CGRect(x: 20, y: 440, width: 200, height: 44))
    screen.view.addSubview(code)
    try tester.tap(code)
    #expect(try tester.paste("123456") == false)
    #expect(code.text == "")
    // Its edit menu (a tap on its caret) has no Paste either.
    try tester.type("12")
    tester.pump(frames: 30)
    try tester.tap(code)
    #expect(tester.editMenuItems == ["Select", "Select All"])
  }

  // MARK: Undo

  @Test func undoTakesBackTypingInOneStepAndAPasteInAnother() throws {
    let screen = NotesController()
    let tester = ScreenTester(screen)
    defer { tester.tearDown() }
    try typed("a", in: screen, tester)
    try tester.type("b")
    try tester.type("c")
    try tester.paste("XYZ")
    #expect(screen.field.text == "abcXYZ")
    #expect(tester.press(.character("z"), modifiers: .command))
    #expect(screen.field.text == "abc")
    #expect(screen.field.caretOffset == 3)
    #expect(tester.press(.character("z"), modifiers: .command))
    #expect(screen.field.text == "")
    #expect(!tester.press(.character("z"), modifiers: .command))
    // Redo, both ways of asking.
    #expect(tester.press(.character("z"), modifiers: [.command, .shift]))
    #expect(screen.field.text == "abc")
    #expect(tester.press(.character("y"), modifiers: .control))
    #expect(screen.field.text == "abcXYZ")
    #expect(screen.field.caretOffset == 6)
  }

  @Test func aCaretMoveOrBackspacesSplitTheSteps() throws {
    let screen = NotesController()
    let tester = ScreenTester(screen)
    defer { tester.tearDown() }
    try typed("ab", in: screen, tester)
    tester.press(.left)
    try tester.type("c")
    #expect(screen.field.text == "acb")
    tester.press(.end)
    tester.press(.backspace)
    tester.press(.backspace)
    #expect(screen.field.text == "a")
    tester.press(.character("z"), modifiers: .command)
    #expect(screen.field.text == "acb")
    tester.press(.character("z"), modifiers: .command)
    #expect(screen.field.text == "ab")
    tester.press(.character("z"), modifiers: .command)
    #expect(screen.field.text == "")
  }

  @Test func undoIsGoneWhenEditingEndsOrCodeSetsTheText() throws {
    let screen = NotesController()
    let tester = ScreenTester(screen)
    defer { tester.tearDown() }
    try typed("abc", in: screen, tester)
    screen.field.text = "set in code"
    #expect(screen.field.undoManager?.canUndo == false)
    try tester.type("!")
    #expect(screen.field.undoManager?.canUndo == true)
    screen.field.resignFirstResponder()
    try tester.tap(screen.field)
    #expect(screen.field.undoManager?.canUndo == false)
  }

  // MARK: Selecting

  @Test func shiftWithTheArrowsSelectsAndTypingReplaces() throws {
    let screen = NotesController()
    let tester = ScreenTester(screen)
    defer { tester.tearDown() }
    try typed("hello", in: screen, tester)
    screen.selectionChanges = 0
    tester.press(.left, modifiers: .shift)
    tester.press(.left, modifiers: .shift)
    #expect(tester.selectedText == "lo")
    tester.press(.right, modifiers: .shift)
    #expect(tester.selectedText == "o")
    // Home moves the caret's end to the start; the anchor stays after the "o".
    tester.press(.home, modifiers: .shift)
    #expect(tester.selectedText == "hello")
    #expect(screen.selectionChanges == 4)
    tester.press(.right, modifiers: .shift)
    #expect(tester.selectedText == "ello")
    try tester.type("J")
    #expect(screen.field.text == "hJ")
  }

  @Test func aDoubleTapSelectsTheWordAndShowsTheMenu() throws {
    let screen = NotesController()
    let tester = ScreenTester(screen)
    defer { tester.tearDown() }
    try typed("hello brave world", in: screen, tester)
    tester.pump(frames: 30)
    // Inside "brave": characters 6 to 11.
    let point = CGPoint(x: fieldX(8), y: 122)
    tester.tap(at: point)
    tester.tap(at: point)
    #expect(tester.selectedText == "brave")
    // Nothing on the pasteboard: no Paste.
    #expect(tester.editMenuItems == ["Cut", "Copy"])
    try tester.tapEditMenuItem("Copy")
    #expect(tester.pasteboard.string == "brave")
    #expect(tester.editMenuItems.isEmpty)
    // A tap elsewhere puts the caret there; a tap on it shows Select, Select All, Paste.
    tester.pump(frames: 30)
    tester.tap(at: CGPoint(x: fieldX(2) + 1, y: 122))
    #expect(tester.selectedText == "")
    tester.pump(frames: 30)
    tester.tap(at: CGPoint(x: fieldX(2) + 1, y: 122))
    #expect(tester.editMenuItems == ["Paste", "Select", "Select All"])
    try tester.tapEditMenuItem("Select")
    #expect(tester.selectedText == "hello")
    #expect(tester.editMenuItems == ["Cut", "Copy", "Paste"])
    try tester.tapEditMenuItem("Paste")
    #expect(screen.field.text == "brave brave world")
  }

  @Test func aDragAcrossAnEditingFieldSelects() throws {
    let screen = NotesController()
    let tester = ScreenTester(screen)
    defer { tester.tearDown() }
    try typed("hello world", in: screen, tester)
    tester.pump(frames: 30)
    tester.drag(from: CGPoint(x: fieldX(1), y: 122), to: CGPoint(x: fieldX(8), y: 122))
    #expect(tester.selectedText == "ello wo")
    #expect(tester.editMenuItems == ["Cut", "Copy"])
    // Backwards: the caret is the end that moves.
    tester.pump(frames: 30)
    tester.drag(from: CGPoint(x: fieldX(8), y: 122), to: CGPoint(x: fieldX(6), y: 122))
    #expect(tester.selectedText == "wo")
    #expect(screen.field.caretOffset == 6)
  }

  @Test func theMenuSitsAboveTheSelectionOrBelowItAtTheTop() throws {
    let screen = NotesController()
    let tester = ScreenTester(screen)
    defer { tester.tearDown() }
    try typed("well hello there", in: screen, tester)
    tester.pump(frames: 30)
    tester.tap(at: CGPoint(x: fieldX(7), y: 122))
    tester.tap(at: CGPoint(x: fieldX(7), y: 122))
    #expect(tester.selectedText == "hello")
    let menu = try #require(tester.window.shownEditMenu)
    // The selection's line is 20 points high (17-point text), centred in the 44-point
    // field at y 100: 112 to 132. The 38-point menu ends 8 points above it, centred on
    // the word (characters 5 to 10).
    #expect(abs(menu.frame.maxY - (112 - 8)) < 1e-9)
    #expect(abs(menu.frame.midX - (fieldX(5) + fieldX(10)) / 2) < 0.5)
    // At the top of the screen there is no room above (the safe area starts at 47):
    // below instead. (A caret move takes the first menu away.)
    tester.press(.right)
    #expect(tester.editMenuItems.isEmpty)
    screen.field.frame.origin.y = 50
    tester.pump(frames: 1)
    tester.pump(frames: 30)
    tester.tap(at: CGPoint(x: fieldX(7), y: 72))
    tester.tap(at: CGPoint(x: fieldX(7), y: 72))
    #expect(tester.selectedText == "hello")
    let below = try #require(tester.window.shownEditMenu)
    #expect(abs(below.frame.minY - (82 + 8)) < 1e-9)
  }

  @Test func aDragOverAnEditingTextViewSelectsAndOverOneNotEditingScrolls() throws {
    let screen = NotesController()
    let tester = ScreenTester(screen)
    defer { tester.tearDown() }
    screen.notes.text = (1...40).map { "line \($0)" }.joined(separator: "\n")
    tester.pump(frames: 1)
    // Not editing: the drag scrolls.
    tester.drag(from: CGPoint(x: 100, y: 380), to: CGPoint(x: 100, y: 280))
    try tester.settle()
    #expect(screen.notes.contentOffset.y > 0)
    #expect(!screen.notes.isFirstResponder)
    try tester.tap(screen.notes)
    try tester.settle()
    let offset = screen.notes.contentOffset.y
    tester.pump(frames: 30)
    tester.drag(from: CGPoint(x: 40, y: 230), to: CGPoint(x: 120, y: 230))
    #expect(screen.notes.contentOffset.y == offset)
    #expect(tester.selectedText?.isEmpty == false)
  }
}
