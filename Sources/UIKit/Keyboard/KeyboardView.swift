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
        updateBackground()
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

  /// Which of iOS's keyboards shows: the letter keyboard or one of the pads (none on an
  /// iPad).
  public var style: KeyboardStyle { KeyboardStyle(keyboardType, idiom: device.idiom) }

  /// The device the keyboard is on, turned as the interface is.
  var device: DeviceProfile { (window?.screen ?? UIScreen.main).orientedDevice }

  /// Where the iPad's keyboard is (`KeyboardController.placement`): the layout, the
  /// height and what is drawn follow it.
  var placement: KeyboardPlacement = .docked {
    didSet {
      guard placement != oldValue else { return }
      updateBackground()
      setNeedsDisplay()
    }
  }

  /// The layout's form: the iPad's full keyboard, its split halves, or a phone's keyboard
  /// (on a phone, and the iPad's floating keyboard).
  var form: KeyboardLayout.Form {
    guard device.isPad else { return .phone }
    switch placement {
    case .docked, .undocked: return .pad
    case .split: return .split
    case .floating: return .phone
    }
  }

  /// iPad with a hardware keyboard: the height of the shortcuts bar, the only part of the
  /// keyboard on screen, drawn at its top instead of the keys (0: the keys).
  var shortcutsBarHeight: CGFloat = 0 {
    didSet { if shortcutsBarHeight != oldValue { setNeedsDisplay() } }
  }

  /// The dismiss key's menu while it is open (`KeyboardPlacementMenu`).
  var placementMenu: KeyboardPlacementMenu? {
    didSet { if placementMenu != oldValue { setNeedsDisplay() } }
  }

  /// Told of the place a person chose in the menu (the controller moves the keyboard).
  var onPlacementChosen: ((KeyboardPlacement) -> Void)?

  /// Told of a finger moving an iPad's keyboard (the dismiss key swiped, the floating
  /// keyboard's grabber dragged), in window coordinates; the controller moves it.
  var onLift: ((UITouch.Phase, CGPoint) -> Void)?

  /// Told of a pinch on the keys, closing or opening; returns whether the keyboard moved.
  var onPinch: ((_ closing: Bool) -> Bool)?

  /// The split keyboard's height without the bar: four rows of phone-sized keys (an
  /// estimate: 42-point keys, 10-point row gaps, 8 points above and below; not published).
  static let splitKeysHeight: CGFloat = 4 * 42 + 3 * 10 + 16

  /// The floating keyboard's strip below its keys, where its grabber is (an estimate).
  static let floatingGrabberBand: CGFloat = 14

  /// Split and floating keyboards are drawn as panels on a clear view: what lies between
  /// and around them is the app.
  private func updateBackground() {
    backgroundColor = form == .pad || form == .phone && placement == .docked ? palette.background : .clear
  }

  /// The keyboard's height on `device` for the current keyboard type, and with the
  /// predictive bar when it shows (never on a pad, which is then the bar's height shorter
  /// than the letters).
  func height(on device: DeviceProfile) -> CGFloat {
    let bar = showsBar ? predictiveBarHeight(on: device) : 0
    guard device.isPad else { return style.height(on: device) + bar }
    switch placement {
    case .docked: return style.height(on: device) + bar
    // Lifted off the bottom, the keyboard leaves the home-indicator strip behind.
    case .undocked: return style.height(on: device) + bar - device.safeAreaInsets.bottom
    case .split: return Self.splitKeysHeight + bar
    case .floating: return device.floatingKeyboardSize?.height ?? style.height(on: device)
    }
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
    updateBackground()
  }

  /// The split keyboard takes touches on its halves and its invisible keys just past
  /// them only: between them is the app.
  public override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    let layout = self.layout
    let halves = layout.splitHalves
    guard !halves.isEmpty else { return super.point(inside: point, with: event) }
    return halves.contains { $0.contains(point) } || layout.keyCaps.contains { $0.isHidden && $0.frame.contains(point) }
  }

  /// Typing goes to the first responder; the keyboard must never take its place.
  public override var canBecomeFirstResponder: Bool { false }

  /// What the keys type into now.
  var target: UIResponder? { typesNowhere ? nil : window?.firstResponder }

  /// The keyboard is up for another app (`KeyboardController.isServingOtherApp`): its keys
  /// type nothing in this one.
  var typesNowhere = false

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
    let device = self.device
    // The keyboard reaches the screen's bottom, whatever the window's share of it.
    let homeBand = device.safeAreaInsets.bottom
    let bar = showsBar ? predictiveBarHeight(on: device) : 0
    if device.isPad && placement != .docked {
      // Off the bottom edge there is no home-indicator band below the keys; the floating
      // keyboard has its grabber's strip, and the phone's layout with the globe in a row.
      let floating = placement == .floating
      return KeyboardLayout(
        type: keyboardType, pane: state.pane, language: effectiveLanguage, size: bounds.size,
        bottomInset: floating ? Self.floatingGrabberBand : bar, homeIndicatorBand: 0, form: form)
    }
    return KeyboardLayout(
      type: keyboardType, pane: state.pane, language: effectiveLanguage, size: bounds.size, bottomInset: homeBand + bar,
      homeIndicatorBand: device.isPad ? 0 : homeBand, form: form)
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
    touchHandler.touchBegan(at: touch.location(in: self), windowPoint: touch.location(in: nil))
  }

  public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first else { return }
    touchHandler.touchMoved(to: touch.location(in: self), windowPoint: touch.location(in: nil))
  }

  public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    touchHandler.touchEnded(windowPoint: touches.first?.location(in: nil) ?? .zero)
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
    state.pane = KeyboardStyle.initialPane(for: keyboardType, idiom: device.idiom)
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
    state.pane = KeyboardStyle.initialPane(for: type, idiom: device.idiom)
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
    if shortcutsBarHeight > 0 {
      KeyboardDrawing.drawShortcutsBar(height: shortcutsBarHeight, width: bounds.width, palette: palette, in: canvas)
      return
    }
    let returnKeyType = (target as? UITextInputTraits)?.returnKeyType ?? .default
    KeyboardDrawing(
      layout: layout, state: state, pressedKey: pressedKey, returnKeyType: returnKeyType,
      returnKeyIsEnabled: returnKeyIsEnabled, palette: palette, isFloating: device.isPad && placement == .floating
    )
    .draw(in: canvas)
    if let placementMenu { KeyboardDrawing.draw(placementMenu, palette: palette, in: canvas) }
  }
}

extension KeyboardView: PinchEventHandling {
  public func handlePinch(scale: CGFloat) -> Bool {
    guard scale != 1 else { return false }
    return onPinch?(scale < 1) ?? false
  }
}
