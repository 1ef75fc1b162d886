import CSDL2
import UIKit

/// Turns SDL's events into UIKit's: the left mouse button as a touch (window points),
/// the wheel as scrolling, `SDL_TEXTINPUT` as typed text, the editing keys as
/// `KeyboardKey`s, and window resizes, exposure, focus and quit.
///
/// It also keeps SDL's text input in step with UIKit: started (with the input method's
/// rectangle at the field) while a text input is first responder, stopped otherwise, so
/// keys typed with no field focused produce no text.
@MainActor
public final class SDLEventPump {
  /// What the frame loop should do after a batch of events.
  public struct Outcome {
    public var quit = false
    /// Something needs a redraw that UIKit does not know about (exposure, resize).
    public var needsRedraw = false
  }

  private let host: SDLWindowHost
  private let scene: any SDLScene
  /// The window that takes keys and text.
  private var window: UIWindow? { scene.keyWindow }
  /// The window a press began in: its moves and its end go there, wherever they are.
  private var pressedWindow: UIWindow?
  private var isMouseDown: Bool { pressedWindow != nil || sceneHoldsPress }
  /// A press the scene took for itself: its drags and its release go to the scene too.
  private var sceneHoldsPress = false
  private var textInputStarted = true  // SDL starts it at SDL_Init on desktops.
  /// The input method's rectangle last given to SDL, in the window's points.
  private var lastTextInputRect: CGRect?

  /// Points scrolled per wheel notch (a line of text, as on macOS).
  static let pointsPerWheelNotch: CGFloat = 40

  public init(host: SDLWindowHost, scene: any SDLScene) {
    self.host = host
    self.scene = scene
    syncTextInput()
  }

  /// A mouse position (the window's screen coordinates) in scene points.
  private func scenePoint(_ x: Int32, _ y: Int32) -> CGPoint {
    let point = host.point(fromScreenX: CGFloat(x), y: CGFloat(y))
    let zoom = scene.zoom
    return CGPoint(x: point.x / zoom, y: point.y / zoom)
  }

  /// Sleeps until an event is pending or `timeoutMilliseconds` pass, leaving the event
  /// in the queue for the next frame's input phase (the idle loop sleeps here).
  public func waitForEvent(upTo timeoutMilliseconds: Int32) {
    _ = SDL_WaitEventTimeout(nil, timeoutMilliseconds)
  }

  /// Handles every pending event (a frame's input phase).
  public func pump() -> Outcome {
    var outcome = Outcome()
    var event = SDL_Event()
    while SDL_PollEvent(&event) != 0 {
      handle(&event, &outcome)
    }
    syncTextInput()
    return outcome
  }

  /// Starts or stops SDL's text input to match UIKit's first responder.
  public func syncTextInput() {
    let active = window?.isTextInputActive ?? false
    if active != textInputStarted {
      if active { SDL_StartTextInput() } else { SDL_StopTextInput() }
      textInputStarted = active
      lastTextInputRect = nil
    }
    // Compared where it lands on the screen: the caret may stay while the phone moves in
    // the window (another device, a zoom).
    if active, let window, let rect = window.textInputCaretRect {
      let inScene = scene.convert(rect, from: window)
      let zoom = scene.zoom
      let onScreen = CGRect(
        x: inScene.minX * zoom, y: inScene.minY * zoom, width: inScene.width * zoom, height: inScene.height * zoom)
      guard onScreen != lastTextInputRect else { return }
      var sdlRect = host.screenRect(from: onScreen)
      SDL_SetTextInputRect(&sdlRect)
      lastTextInputRect = onScreen
    }
  }

  private func handle(_ event: inout SDL_Event, _ outcome: inout Outcome) {
    guard let window else { return }
    switch SDL_EventType(event.type) {
    case SDL_QUIT:
      outcome.quit = true

    case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_LEFT):
      let point = scenePoint(event.button.x, event.button.y)
      if scene.handlePointer(.press, at: point) {
        sceneHoldsPress = true
        outcome.needsRedraw = true
        break
      }
      guard let target = scene.window(at: point) else { break }
      pressedWindow = target
      target.handleTouch(.began, at: scene.convert(point, to: target))
    case SDL_MOUSEMOTION:
      if sceneHoldsPress {
        _ = scene.handlePointer(.drag, at: scenePoint(event.motion.x, event.motion.y))
      } else if let target = pressedWindow {
        target.handleTouch(.moved, at: scene.convert(scenePoint(event.motion.x, event.motion.y), to: target))
      } else if scene.handlePointer(.hover, at: scenePoint(event.motion.x, event.motion.y)) {
        outcome.needsRedraw = true
      }
    case SDL_MOUSEBUTTONUP where event.button.button == UInt8(SDL_BUTTON_LEFT) && isMouseDown:
      if sceneHoldsPress {
        sceneHoldsPress = false
        _ = scene.handlePointer(.release, at: scenePoint(event.button.x, event.button.y))
      } else if let target = pressedWindow {
        pressedWindow = nil
        target.handleTouch(.ended, at: scene.convert(scenePoint(event.button.x, event.button.y), to: target))
      }

    case SDL_MOUSEWHEEL:
      let wheel = event.wheel
      let flip: CGFloat = wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
      // SDL: y > 0 is away from the user (content should move down: offset decreases).
      let dx = CGFloat(wheel.preciseX) * flip * Self.pointsPerWheelNotch
      let dy = -CGFloat(wheel.preciseY) * flip * Self.pointsPerWheelNotch
      let point = scenePoint(wheel.mouseX, wheel.mouseY)
      guard let target = scene.window(at: point) else { break }
      // Control and the wheel pinch, as browsers read a trackpad's pinch: away from the
      // user spreads, towards closes.
      let pinching = SDL_GetModState().rawValue & KMOD_CTRL.rawValue != 0 && wheel.preciseY != 0
      if pinching
        && target.handlePinch(
          scale: CGFloat(wheel.preciseY) * flip > 0 ? 1.25 : 0.8, at: scene.convert(point, to: target))
      {
        break
      }
      target.handleScroll(deltaX: dx, deltaY: dy, at: scene.convert(point, to: target))

    case SDL_TEXTINPUT:
      let text = Self.string(fromTextInput: &event.text.text)
      if !scene.handleText(text) { window.handleText(text) }

    case SDL_TEXTEDITING:
      // The input method's composition (a Hangul syllable being typed), replaced as it
      // changes; the TEXTINPUT that ends it takes its place.
      window.handleComposition(Self.string(fromTextInput: &event.edit.text))

    case SDL_KEYDOWN:
      let keysym = event.key.keysym
      let modifiers = Self.modifiers(SDL_Keymod(UInt32(keysym.mod)))
      if let key = Self.keyboardKey(SDL_KeyCode(UInt32(bitPattern: keysym.sym))) {
        if !scene.handleKey(key, modifiers: modifiers) { window.handleKey(key, modifiers: modifiers) }
      } else if keysym.sym == SDLK_q.rawValue && (modifiers.contains(.control) || modifiers.contains(.command)) {
        outcome.quit = true
      } else if keysym.sym == SDLK_k.rawValue && modifiers.contains(.control) {
        // A hardware keyboard attached or detached, as a Bluetooth keyboard connects.
        window.keyboardController.isHardwareKeyboardAttached.toggle()
        outcome.needsRedraw = true
      } else if keysym.sym == SDLK_r.rawValue && modifiers.contains(.control) {
        let screen = window.screen
        screen.rotate(to: screen.interfaceOrientation.isLandscape ? .portrait : .landscapeRight)
        outcome.needsRedraw = true
      } else if keysym.sym == SDLK_p.rawValue && modifiers.contains(.control) {
        window.keyboardController.isPredictiveBarEnabled.toggle()
        outcome.needsRedraw = true
      } else if !modifiers.isDisjoint(with: [.control, .command]), let character = Self.shortcutCharacter(keysym.sym) {
        // Control or Command with a letter (Control-V, ⌘C): a shortcut, which SDL sends
        // as a key and not as text.
        let key = KeyboardKey.character(character)
        if !scene.handleKey(key, modifiers: modifiers) { window.handleKey(key, modifiers: modifiers) }
        outcome.needsRedraw = true
      }

    case SDL_WINDOWEVENT:
      switch SDL_WindowEventID(UInt32(event.window.event)) {
      case SDL_WINDOWEVENT_SIZE_CHANGED, SDL_WINDOWEVENT_RESIZED:
        scene.desktopDidResize(to: host.pointSize)
        outcome.needsRedraw = true
      case SDL_WINDOWEVENT_EXPOSED, SDL_WINDOWEVENT_SHOWN, SDL_WINDOWEVENT_RESTORED:
        outcome.needsRedraw = true
      case SDL_WINDOWEVENT_FOCUS_LOST where isMouseDown:
        // A window switch mid-press (SDL captures the mouse while a button is down, so
        // leaving the window during a drag is not an end): the touch is cancelled.
        var x: Int32 = 0
        var y: Int32 = 0
        SDL_GetMouseState(&x, &y)
        if let target = pressedWindow {
          pressedWindow = nil
          target.handleTouch(.cancelled, at: scene.convert(scenePoint(x, y), to: target))
        }
      default:
        break
      }

    default:
      break
    }
  }

  /// The letter or digit of a key pressed with Control or Command (SDL's key codes are
  /// the characters the keys type, lowercase).
  static func shortcutCharacter(_ code: Int32) -> Character? {
    guard let scalar = Unicode.Scalar(UInt32(bitPattern: code)), scalar.isASCII else { return nil }
    let character = Character(scalar)
    return character.isLetter || character.isNumber ? character : nil
  }

  /// The editing keys UIKit handles; nil for keys that arrive as text (or not at all).
  static func keyboardKey(_ code: SDL_KeyCode) -> KeyboardKey? {
    switch code {
    case SDLK_BACKSPACE: .backspace
    case SDLK_DELETE: .deleteForward
    case SDLK_RETURN, SDLK_KP_ENTER, SDLK_RETURN2: .enter
    case SDLK_TAB: .tab
    case SDLK_ESCAPE: .escape
    case SDLK_LEFT: .left
    case SDLK_RIGHT: .right
    case SDLK_UP: .up
    case SDLK_DOWN: .down
    case SDLK_HOME: .home
    case SDLK_END: .end
    default: nil
    }
  }

  static func modifiers(_ mod: SDL_Keymod) -> KeyModifiers {
    var result: KeyModifiers = []
    let raw = mod.rawValue
    if raw & KMOD_SHIFT.rawValue != 0 { result.insert(.shift) }
    if raw & KMOD_CTRL.rawValue != 0 { result.insert(.control) }
    if raw & KMOD_ALT.rawValue != 0 { result.insert(.alternate) }
    if raw & KMOD_GUI.rawValue != 0 { result.insert(.command) }
    return result
  }

  /// `SDL_TextInputEvent.text`: a NUL-terminated UTF-8 string in a 32-byte C array,
  /// which Swift imports as a tuple.
  static func string<T>(fromTextInput tuple: inout T) -> String {
    withUnsafeBytes(of: &tuple) { raw in
      let bytes = raw.prefix { $0 != 0 }
      return String(decoding: bytes, as: UTF8.self)
    }
  }
}
