import Foundation

/// What the on-screen keyboard's touches do: the pressed key, what a key does when the
/// finger lifts (type, shift and caps lock, pane switches, Return, dismiss), and the held
/// backspace's repeat on the frame clock.
///
/// A key acts when the finger lifts, on the key it is over by then, so a finger can slide
/// from a wrong key to the right one. Backspace is the exception: it acts on touch down and
/// repeats while held, as on iOS.
@MainActor
final class KeyboardTouchHandler {
  /// Backspace repeats after it is held this long, then at `repeatInterval`.
  static let repeatDelay: TimeInterval = 0.5
  static let repeatInterval: TimeInterval = 0.1

  private unowned let keyboard: KeyboardView

  /// The key under the finger, drawn highlighted.
  private(set) var pressedKey: KeyboardLayout.Key? {
    didSet { if oldValue != pressedKey { keyboard.setNeedsDisplay() } }
  }

  /// When the held backspace deletes next; nil when it is not held.
  private var nextBackspaceRepeat: TimeInterval?
  /// When an iPad's dismiss key went down, until its menu opens.
  private var dismissHeldSince: TimeInterval?
  /// A touch that moves the keyboard once it has travelled far enough: the iPad's
  /// dismiss key (up only on a docked keyboard, up or down on a lifted one) or the
  /// floating keyboard's grabber (any way); where it went down, in window coordinates.
  private var liftStart: (point: CGPoint, distance: CGFloat, along: LiftDirection)?
  private enum LiftDirection { case up, vertical, any }
  /// Whether the touch moves the keyboard (`KeyboardView.onLift`) instead of pressing keys.
  private var isLifting = false

  init(keyboard: KeyboardView) {
    self.keyboard = keyboard
  }

  private var now: TimeInterval { UIKitRuntime.current.now }

  // MARK: Touches

  /// A touch went down at `point` (the keyboard's coordinates; `windowPoint` in the
  /// window's, which stay put while the keyboard moves under the finger).
  func touchBegan(at point: CGPoint, windowPoint: CGPoint) {
    if keyboard.device.isPad && keyboard.placement == .floating
      && point.y >= keyboard.bounds.height - KeyboardView.floatingGrabberBand
    {
      liftStart = (windowPoint, KeyboardController.grabberDragDistance, .any)
      return
    }
    let key = keyboard.layout.key(at: point)
    pressedKey = key
    if key == .dismiss && keyboard.device.isPad {
      let along: LiftDirection = keyboard.placement == .docked ? .up : .vertical
      liftStart = (windowPoint, KeyboardController.liftSwipeDistance, along)
    }
    if key == .backspace {
      deleteBackward()
      nextBackspaceRepeat = now + Self.repeatDelay
      UIKitRuntime.current.setNeedsFrame()
    }
    if key == .dismiss && keyboard.device.isPad {
      dismissHeldSince = now
      UIKitRuntime.current.setNeedsFrame()
    }
  }

  func touchMoved(to point: CGPoint, windowPoint: CGPoint) {
    if isLifting {
      keyboard.onLift?(.moved, windowPoint)
      return
    }
    if let start = liftStart, travelled(from: start, to: windowPoint) >= start.distance {
      // The key is no longer pressed: the keyboard follows the finger from here.
      cancelPress()
      isLifting = true
      keyboard.onLift?(.began, start.point)
      keyboard.onLift?(.moved, windowPoint)
      return
    }
    if var menu = keyboard.placementMenu {
      menu.highlighted = menu.item(at: point)
      keyboard.placementMenu = menu
      return
    }
    // Leaving backspace stops its repeat; coming back to it does not restart it.
    let key = keyboard.layout.key(at: point)
    if key != pressedKey {
      if pressedKey == .backspace { nextBackspaceRepeat = nil }
      pressedKey = key
    }
  }

  func touchEnded(windowPoint: CGPoint) {
    if isLifting {
      isLifting = false
      keyboard.onLift?(.ended, windowPoint)
      return
    }
    if let menu = keyboard.placementMenu {
      cancelPress()
      if let index = menu.highlighted { keyboard.onPlacementChosen?(menu.items[index].placement) }
      return
    }
    let key = pressedKey
    cancelPress()
    if let key, key != .backspace { perform(key) }
  }

  /// Forgets a held key and closes the menu (the touch was cancelled, or the keyboard is
  /// going away).
  func cancelPress() {
    if isLifting {
      isLifting = false
      keyboard.onLift?(.cancelled, .zero)
    }
    liftStart = nil
    pressedKey = nil
    nextBackspaceRepeat = nil
    dismissHeldSince = nil
    keyboard.placementMenu = nil
  }

  /// Runs each frame: a held backspace deletes on the frame clock; a held iPad dismiss key
  /// opens its menu.
  func advance(to time: TimeInterval) {
    if let since = dismissHeldSince {
      if pressedKey != .dismiss {
        dismissHeldSince = nil
      } else if time >= since + KeyboardPlacementMenu.holdDuration - 1e-9, let key = keyboard.keyRect(for: .dismiss) {
        dismissHeldSince = nil
        liftStart = nil
        let device = keyboard.device
        keyboard.placementMenu = KeyboardPlacementMenu(
          placement: keyboard.placement, hasSplit: device.hasSplitKeyboard, above: key)
        pressedKey = nil
      } else {
        UIKitRuntime.current.setNeedsFrame()
      }
    }
    guard pressedKey == .backspace, var next = nextBackspaceRepeat else { return }
    // The tolerance absorbs the clock's rounding: 30 frames of 1/60 s are 0.5 s.
    while time >= next - 1e-9 {
      deleteBackward()
      next += Self.repeatInterval
    }
    nextBackspaceRepeat = next
    UIKitRuntime.current.setNeedsFrame()
  }

  private func travelled(from start: (point: CGPoint, distance: CGFloat, along: LiftDirection), to point: CGPoint)
    -> CGFloat
  {
    let (dx, dy) = (point.x - start.point.x, point.y - start.point.y)
    switch start.along {
    case .up: return -dy
    case .vertical: return abs(dy)
    case .any: return hypot(dx, dy)
    }
  }

  // MARK: Actions

  private func perform(_ key: KeyboardLayout.Key) {
    let target = keyboard.target
    switch key {
    case .character, .space:
      guard let text = keyboard.state.typedText(for: key) else { return }
      if keyboard.effectiveLanguage == .korean, keyboard.state.pane == .letters, text.count == 1,
        let jamo = text.first, HangulComposer.isJamo(jamo)
      {
        typeJamo(jamo)
      } else {
        keyboard.state.composer.commit()
        (target as? UIKeyInput)?.insertText(text)
      }
      keyboard.state.didType()
      keyboard.updateAutoShift()
    case .shift: keyboard.state.tapShift(at: now)
    case .numbers, .symbols, .letters:
      keyboard.state.composer.commit()
      if let pane = keyboard.layout.destination(of: key) { keyboard.state.pane = pane }
    case .globe: keyboard.language = keyboard.language.next
    case .returnKey:
      keyboard.state.composer.commit()
      pressReturn()
    case .dismiss: target?.resignFirstResponder()
    case .backspace: deleteBackward()
    }
  }

  /// A Korean key, handed over as iOS's Korean keyboard does: the syllable being typed is
  /// ordinary text, replaced as it changes (deleteBackward, then insertText; no marked
  /// text: docs/KOREAN-INPUT.md).
  private func typeJamo(_ jamo: Character) {
    guard let input = keyboard.target as? UIKeyInput else { return }
    composerFollowsText()
    guard let edit = try? keyboard.state.composer.type(jamo) else { return }
    apply(edit, to: input)
  }

  private func apply(_ edit: HangulComposer.Edit, to input: UIKeyInput) {
    for _ in 0..<edit.charactersToDelete { input.deleteBackward() }
    if !edit.textToInsert.isEmpty { input.insertText(edit.textToInsert) }
  }

  /// The keyboard reads the text before the caret before it extends a syllable: if the
  /// syllable is not there any more (the app changed the text, the caret moved, the
  /// desktop keyboard typed), the next key starts a new one.
  private func composerFollowsText() {
    guard keyboard.state.composer.isComposing else { return }
    let before = (keyboard.target as? any TextInputHost)?.inputController.textBeforeCaret
    if let before, !before.hasSuffix(keyboard.state.composer.composing) { keyboard.state.composer.reset() }
  }

  /// Backspace takes a Korean syllable being typed apart one key at a time; otherwise it
  /// deletes a character.
  private func deleteBackward() {
    guard let input = keyboard.target as? UIKeyInput else { return }
    composerFollowsText()
    if let edit = keyboard.state.composer.backspace() {
      apply(edit, to: input)
    } else {
      input.deleteBackward()
    }
    keyboard.updateAutoShift()
  }

  /// Return goes to the input's own key handling (a field asks its delegate); an input
  /// without it gets a newline, which is what the iOS keyboard sends.
  private func pressReturn() {
    guard let target = keyboard.target, keyboard.returnKeyIsEnabled else { return }
    defer { keyboard.updateAutoShift() }
    if let handler = target as? EditingKeyHandling, handler.handleEditingKey(.enter, modifiers: []) {
      return
    }
    (target as? UIKeyInput)?.insertText("\n")
  }
}
