import CSDL2
import Foundation
import Testing
import UIKit
import UIKitTestSupport

@testable import SDLPlatform

/// SDL events into UIKit, through a real SDL window on the dummy video driver: the mouse
/// as touches in window points, text input, keys, quit; and SDL's text input following
/// the first responder.
@MainActor
@Suite(.serialized, .uikitRuntime)
struct SDLEventPumpTests {
  func push(_ event: SDL_Event) {
    var event = event
    SDL_PushEvent(&event)
  }

  func mouse(_ type: SDL_EventType, x: Int32, y: Int32) -> SDL_Event {
    var event = SDL_Event()
    event.button.type = type.rawValue
    event.button.button = UInt8(SDL_BUTTON_LEFT)
    event.button.x = x
    event.button.y = y
    return event
  }

  func text(_ string: String) -> SDL_Event {
    var event = SDL_Event()
    event.text.type = SDL_TEXTINPUT.rawValue
    withUnsafeMutableBytes(of: &event.text.text) { buffer in
      for (i, byte) in string.utf8.prefix(31).enumerated() { buffer[i] = byte }
    }
    return event
  }

  func key(_ code: SDL_KeyCode, _ mod: SDL_Keymod = KMOD_NONE) -> SDL_Event {
    var event = SDL_Event()
    event.key.type = SDL_KEYDOWN.rawValue
    event.key.keysym.sym = Int32(bitPattern: code.rawValue)
    event.key.keysym.mod = UInt16(mod.rawValue)
    return event
  }

  @Test("A click on the field focuses it (text input starts), text and Backspace edit it, Escape ends it")
  func clickTypeEscape() throws {
    try withHeadlessApp(windowed: true) { app in
      let pump = try #require(app.host.eventPump)
      #expect(app.host.windowHost?.rendererName == "software")
      _ = pump.pump()
      #expect(SDL_IsTextInputActive() == SDL_FALSE)
      push(mouse(SDL_MOUSEBUTTONDOWN, x: 195, y: 190))
      push(mouse(SDL_MOUSEBUTTONUP, x: 195, y: 190))
      _ = pump.pump()
      #expect(app.field.isFirstResponder)
      #expect(SDL_IsTextInputActive() == SDL_TRUE)
      push(text("Buy milk "))
      push(text("우유"))
      push(key(SDLK_BACKSPACE))
      _ = pump.pump()
      #expect(app.field.text == "Buy milk 우")
      push(key(SDLK_ESCAPE))
      _ = pump.pump()
      #expect(!app.field.isFirstResponder)
      #expect(SDL_IsTextInputActive() == SDL_FALSE)
    }
  }

  @Test("At --scale 2 mouse coordinates are halved into window points")
  func scaledMouse() throws {
    try withHeadlessApp(scale: 2, windowed: true) { app in
      let pump = try #require(app.host.eventPump)
      #expect(app.window.frame.size == CGSize(width: 390, height: 844))
      push(mouse(SDL_MOUSEBUTTONDOWN, x: 390, y: 380))
      push(mouse(SDL_MOUSEBUTTONUP, x: 390, y: 380))
      _ = pump.pump()
      #expect(app.field.isFirstResponder)
    }
  }

  @Test("The wheel scrolls the scroll view under the pointer (a notch down: 40 points further)")
  func wheel() throws {
    try withHeadlessApp(windowed: true) { app in
      let pump = try #require(app.host.eventPump)
      let scrollView = UIScrollView(frame: CGRect(x: 0, y: 300, width: 390, height: 200))
      scrollView.contentSize = CGSize(width: 390, height: 2000)
      app.window.addSubview(scrollView)
      defer { scrollView.removeFromSuperview() }
      var event = SDL_Event()
      event.wheel.type = SDL_MOUSEWHEEL.rawValue
      event.wheel.y = -1
      event.wheel.preciseY = -1
      event.wheel.mouseX = 195
      event.wheel.mouseY = 400
      event.wheel.direction = SDL_MOUSEWHEEL_NORMAL.rawValue
      push(event)
      _ = pump.pump()
      #expect(scrollView.contentOffset.y == 40)
    }
  }

  @Test("Ctrl-Q and the window's close both quit")
  func quit() throws {
    try withHeadlessApp(windowed: true) { app in
      let pump = try #require(app.host.eventPump)
      push(key(SDLK_q, KMOD_LCTRL))
      #expect(pump.pump().quit)
      var event = SDL_Event()
      event.type = SDL_QUIT.rawValue
      push(event)
      #expect(pump.pump().quit)
    }
  }

  @Test("Keys map to UIKit's: editing keys with modifiers; letters arrive as text instead")
  func keyMapping() {
    #expect(SDLEventPump.keyboardKey(SDLK_RETURN) == .enter)
    #expect(SDLEventPump.keyboardKey(SDLK_KP_ENTER) == .enter)
    #expect(SDLEventPump.keyboardKey(SDLK_TAB) == .tab)
    #expect(SDLEventPump.keyboardKey(SDLK_DELETE) == .deleteForward)
    #expect(SDLEventPump.keyboardKey(SDLK_HOME) == .home)
    #expect(SDLEventPump.keyboardKey(SDLK_a) == nil)
    #expect(SDLEventPump.modifiers(SDL_Keymod(KMOD_LSHIFT.rawValue | KMOD_RCTRL.rawValue)) == [.shift, .control])
    #expect(SDLEventPump.modifiers(KMOD_LGUI) == [.command])
  }

  @Test("SDL_TEXTINPUT's 32-byte array decodes as UTF-8 up to the NUL")
  func textDecoding() {
    var event = text("우유 🥛")
    #expect(SDLEventPump.string(fromTextInput: &event.text.text) == "우유 🥛")
  }
}
