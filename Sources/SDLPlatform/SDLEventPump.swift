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
  private weak var window: UIWindow?
  private var isMouseDown = false
  private var textInputStarted = true  // SDL starts it at SDL_Init on desktops.
  private var lastTextInputRect: CGRect?

  /// Points scrolled per wheel notch (a line of text, as on macOS).
  static let pointsPerWheelNotch: CGFloat = 40

  public init(host: SDLWindowHost, window: UIWindow) {
    self.host = host
    self.window = window
    syncTextInput()
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
    if active, let rect = window?.textInputCaretRect, rect != lastTextInputRect {
      var sdlRect = host.screenRect(from: rect)
      SDL_SetTextInputRect(&sdlRect)
      lastTextInputRect = rect
    }
  }

  private func handle(_ event: inout SDL_Event, _ outcome: inout Outcome) {
    guard let window else { return }
    switch SDL_EventType(event.type) {
    case SDL_QUIT:
      outcome.quit = true

    case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_LEFT):
      isMouseDown = true
      window.handleTouch(.began, at: host.point(fromScreenX: CGFloat(event.button.x), y: CGFloat(event.button.y)))
    case SDL_MOUSEMOTION where isMouseDown:
      window.handleTouch(.moved, at: host.point(fromScreenX: CGFloat(event.motion.x), y: CGFloat(event.motion.y)))
    case SDL_MOUSEBUTTONUP where event.button.button == UInt8(SDL_BUTTON_LEFT) && isMouseDown:
      isMouseDown = false
      window.handleTouch(.ended, at: host.point(fromScreenX: CGFloat(event.button.x), y: CGFloat(event.button.y)))

    case SDL_MOUSEWHEEL:
      let wheel = event.wheel
      let flip: CGFloat = wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
      // SDL: y > 0 is away from the user (content should move down: offset decreases).
      let dx = CGFloat(wheel.preciseX) * flip * Self.pointsPerWheelNotch
      let dy = -CGFloat(wheel.preciseY) * flip * Self.pointsPerWheelNotch
      let at = host.point(fromScreenX: CGFloat(wheel.mouseX), y: CGFloat(wheel.mouseY))
      window.handleScroll(deltaX: dx, deltaY: dy, at: at)

    case SDL_TEXTINPUT:
      let text = Self.string(fromTextInput: &event.text.text)
      window.handleText(text)

    case SDL_TEXTEDITING:
      // The input method's composition (a Hangul syllable being typed), replaced as it
      // changes; the TEXTINPUT that ends it takes its place.
      window.handleComposition(Self.string(fromTextInput: &event.edit.text))

    case SDL_KEYDOWN:
      let keysym = event.key.keysym
      let modifiers = Self.modifiers(SDL_Keymod(UInt32(keysym.mod)))
      if let key = Self.keyboardKey(SDL_KeyCode(UInt32(bitPattern: keysym.sym))) {
        window.handleKey(key, modifiers: modifiers)
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
      }

    case SDL_WINDOWEVENT:
      switch SDL_WindowEventID(UInt32(event.window.event)) {
      case SDL_WINDOWEVENT_SIZE_CHANGED, SDL_WINDOWEVENT_RESIZED:
        let size = host.pointSize
        if window.frame.size != size { window.frame = CGRect(origin: .zero, size: size) }
        outcome.needsRedraw = true
      case SDL_WINDOWEVENT_EXPOSED, SDL_WINDOWEVENT_SHOWN, SDL_WINDOWEVENT_RESTORED:
        outcome.needsRedraw = true
      case SDL_WINDOWEVENT_FOCUS_LOST where isMouseDown:
        // A window switch mid-press (SDL captures the mouse while a button is down, so
        // leaving the window during a drag is not an end): the touch is cancelled.
        var x: Int32 = 0
        var y: Int32 = 0
        SDL_GetMouseState(&x, &y)
        isMouseDown = false
        window.handleTouch(.cancelled, at: host.point(fromScreenX: CGFloat(x), y: CGFloat(y)))
      default:
        break
      }

    default:
      break
    }
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
