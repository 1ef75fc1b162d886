import Foundation

/// The on-screen keyboard, drawn the way iOS 16's English keyboard looks: a grey panel,
/// rounded key caps with a one-point shadow line, darker function keys; the layout and
/// the height follow the input's `keyboardType`, the colours its `keyboardAppearance`.
///
/// It is not a UIKit class (on iOS the keyboard lives in another process); the window's
/// `KeyboardController` owns one and slides it in and out. Keys are laid out by hand
/// from the view's size (`KeyboardLayout`), so the keyboard needs no Auto Layout. Taps
/// type into the first responder through `UIKeyInput` (`KeyboardTouchHandler`); the
/// keyboard itself never becomes first responder.
@preconcurrency @MainActor
public final class KeyboardView: UIView {
  public typealias Key = KeyboardLayout.Key
  public typealias Pane = KeyboardLayout.Pane
  public typealias ShiftState = KeyboardState.ShiftState

  /// The pane and shift state; the touch handler changes them.
  var state = KeyboardState() {
    didSet {
      if oldValue.pane != state.pane || oldValue.shiftState != state.shiftState
        || oldValue.language != state.language
      {
        setNeedsDisplay()
      }
    }
  }

  /// The keyboard's language (the globe key steps through them); it stays from one
  /// editing session to the next, as iOS keeps the last keyboard used.
  public var language: KeyboardLanguage {
    get { state.language }
    set {
      guard newValue != state.language else { return }
      state.composer.commit()
      state.language = newValue
      updateAutoShift()
    }
  }

  private lazy var touchHandler = KeyboardTouchHandler(keyboard: self)

  /// The keyboard type of the input served; its layout and height follow it.
  public private(set) var keyboardType: UIKeyboardType = .default {
    didSet { if oldValue != keyboardType { setNeedsDisplay() } }
  }

  /// The served input's `keyboardAppearance`: `.dark` draws iOS's dark keyboard.
  public private(set) var appearance: UIKeyboardAppearance = .default {
    didSet {
      if oldValue != appearance {
        backgroundColor = palette.background
        setNeedsDisplay()
      }
    }
  }

  var palette: KeyboardPalette { .forAppearance(appearance) }

  /// The language the keys show for the input served: English for secure text entry and
  /// `.asciiCapable`, where iOS brings up an ASCII keyboard whatever the last language.
  var effectiveLanguage: KeyboardLanguage {
    guard let traits = target as? UITextInputTraits else { return state.language }
    if traits.isSecureTextEntry || traits.keyboardType == .asciiCapable { return .english }
    return state.language
  }

  /// Which of iOS's keyboards shows: the letter keyboard or one of the pads.
  public var style: KeyboardStyle { KeyboardStyle(keyboardType) }

  /// The keyboard's height on `device` for the current keyboard type, and with the
  /// predictive bar when it shows (never on a pad, which is then the bar's height shorter
  /// than the letters).
  func height(on device: DeviceProfile) -> CGFloat {
    style.height(on: device) + (showsBar ? predictiveBarHeight(on: device) : 0)
  }

  /// Whether the predictive (QuickType) bar is on, as the user's "Predictive" setting has
  /// it; the served input decides whether it shows (`showsBar`).
  var predictiveBarEnabled = false {
    didSet { if oldValue != predictiveBarEnabled { setNeedsDisplay() } }
  }

  /// Whether the bar shows for the input served: not on the pads and not for secure text
  /// entry, where iOS offers no suggestions.
  var showsBar: Bool {
    guard predictiveBarEnabled, !style.isPad else { return false }
    return !((target as? UITextInputTraits)?.isSecureTextEntry ?? false)
  }

  /// What the bar adds on `device`: the published height with it less the one without
  /// (336 − 291 = 45 on a 390×844 phone; `DeviceProfile.keyboardHeights`).
  func predictiveBarHeight(on device: DeviceProfile) -> CGFloat {
    max(0, device.keyboardHeights.portraitWithBar - device.keyboardHeights.portraitWithoutBar)
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = palette.background
  }

  /// Typing goes to the first responder; the keyboard must never take its place.
  public override var canBecomeFirstResponder: Bool { false }

  /// What the keys type into now.
  var target: UIResponder? { window?.firstResponder }

  public var pane: Pane { state.pane }
  public var shiftState: ShiftState { state.shiftState }
  /// The key under the finger, drawn highlighted.
  public var pressedKey: Key? { touchHandler.pressedKey }

  // MARK: Keys

  /// The keys of the current pane, laid out for the current size above the device's
  /// home-indicator band.
  var layout: KeyboardLayout {
    // The bar's height goes below the keys, so that they stay where they are with and
    // without it (an approximation of iOS, which draws the bar above them).
    let device = (window?.screen ?? UIScreen.main).orientedDevice
    let bottomBand =
      (window?.safeAreaInsetsOfDevice.bottom ?? device.safeAreaInsets.bottom)
      + (showsBar ? predictiveBarHeight(on: device) : 0)
    return KeyboardLayout(
      type: keyboardType, pane: state.pane, language: effectiveLanguage, size: bounds.size, bottomInset: bottomBand,
      homeIndicatorBand: window?.safeAreaInsetsOfDevice.bottom ?? device.safeAreaInsets.bottom)
  }

  /// The keys on screen now, in reading order.
  public var visibleKeys: [Key] { layout.keys }

  /// Where `key` is, in the keyboard's coordinates; nil if the current pane lacks it.
  /// Letters match either case.
  public func keyRect(for key: Key) -> CGRect? {
    layout.frame(for: key)
  }

  /// The text a character key types now (letters follow shift), or nil for keys that
  /// type nothing.
  public func typedText(for key: Key) -> String? {
    state.typedText(for: key)
  }

  // MARK: Touches

  public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first else { return }
    touchHandler.touchBegan(at: touch.location(in: self))
  }

  public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first else { return }
    touchHandler.touchMoved(to: touch.location(in: self))
  }

  public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    touchHandler.touchEnded()
  }

  public override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    cancelPress()
  }

  /// Forgets a held key (the keyboard is going away).
  func cancelPress() {
    touchHandler.cancelPress()
  }

  /// The pane a pane key leads to now; nil for keys that switch nothing.
  public func destinationPane(of key: Key) -> Pane? {
    layout.destination(of: key)
  }

  /// A new editing session: the type's first pane, no shift, as the keyboard comes up on
  /// iOS.
  func resetForNewSession() {
    cancelPress()
    let language = state.language
    state = KeyboardState()
    state.language = language
    state.pane = KeyboardStyle.initialPane(for: keyboardType)
  }

  /// Takes the keyboard type of the input now served (`.default` for one without traits);
  /// another type starts over on its first pane, as iOS brings up that input's keyboard.
  func followInputTraits() {
    // A syllable being typed belongs to the input it was typed in.
    state.composer.commit()
    guard target is UIKeyInput else { return }
    appearance = (target as? UITextInputTraits)?.keyboardAppearance ?? .default
    let type = (target as? UITextInputTraits)?.keyboardType ?? .default
    guard type != keyboardType else { return }
    keyboardType = type
    cancelPress()
    state.pane = KeyboardStyle.initialPane(for: type)
  }

  /// Turns shift on or off as the input's autocapitalization asks for the text before
  /// its caret (at the start of a session, after each key, on a new input).
  /// An input whose text the keyboard cannot read (a bare `UIKeyInput`) gets no automatic
  /// shift: there is no sentence to look at.
  func updateAutoShift() {
    guard let host = target as? any TextInputHost else { return }
    let traits = host as? UITextInputTraits
    // Korean letters have no case: shift would type tense consonants.
    let type: UITextAutocapitalizationType =
      effectiveLanguage == .korean && state.pane == .letters
      ? .none : traits.map { $0.isSecureTextEntry ? .none : $0.autocapitalizationType } ?? .none
    state.autoShift(Autocapitalization.wantsShift(type, before: host.inputController.textBeforeCaret))
  }

  /// Whether Return does anything now: an input that `enablesReturnKeyAutomatically`
  /// disables it while it has no text.
  var returnKeyIsEnabled: Bool {
    guard let traits = target as? UITextInputTraits, traits.enablesReturnKeyAutomatically else { return true }
    return (target as? UIKeyInput)?.hasText ?? true
  }

  /// Runs each frame: a held backspace deletes on the frame clock.
  func advance(to time: TimeInterval) {
    touchHandler.advance(to: time)
  }

  // MARK: Drawing

  public override func draw(in canvas: Canvas) {
    let returnKeyType = (target as? UITextInputTraits)?.returnKeyType ?? .default
    KeyboardDrawing(
      layout: layout, state: state, pressedKey: pressedKey, returnKeyType: returnKeyType,
      returnKeyIsEnabled: returnKeyIsEnabled, palette: palette
    )
    .draw(in: canvas)
  }
}
