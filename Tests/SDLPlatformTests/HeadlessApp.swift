import Foundation
import KeyboardLab
import SeedScreensTestSupport
import Testing
import UIKit

@testable import SDLPlatform

/// The real app — fonts, measurer, canvas, the screen switcher — on SDL's software
/// renderer drawing into a surface, on stepped frames: what `keyboard-lab --headless`
/// runs, byte-deterministic and needing no display. It lives in the test's own runtime
/// (the suite's `.uikitRuntime` trait); SDL itself is process-wide, and a synchronous
/// main-actor body runs start to end without another test in between.
@MainActor
final class HeadlessApp {
  let host: SDLAppHost
  let session: AppSession

  /// The lab's scene, when the app runs as the lab.
  private(set) var scene: LabScene?

  init(scale: Int, screen: String, device: DeviceProfile, windowed: Bool, lab: Bool = false) throws {
    SeedLabScreens.register()
    var flags = AppFlags()
    flags.scale = scale
    flags.screen = screen
    flags.device = device
    flags.headless = !windowed
    flags.phoneOnly = !lab
    UIScreen.main.device = device
    var options = SDLAppHost.Options(
      scale: scale, headless: !windowed, steppedFrames: true, title: "KeyboardLab — test")
    if lab {
      options.initialSize = LabScene.size(forScreen: UIScreen.main.bounds.size, device: device)
      options.largestSize = LabScene.largestSize
    }
    host = try SDLAppHost(options: options)
    let host = host
    session = try AppSession(flags: flags, platform: SDLAppPlatform(host: host, phoneOnly: !lab))
    if let controller = session.lab {
      let scene = LabScene(phone: session.window, panel: controller.panelWindow)
      scene.inspector = controller.inspector
      self.scene = scene
      host.attach(scene: scene)
    } else {
      host.attach(session.window)
    }
  }

  var window: UIWindow { session.window }
  var switcher: ScreenSwitcherViewController { session.switcher }
  var field: UITextField { switcher.firstTextInput as! UITextField }
  var keyboard: KeyboardController { window.keyboardController }
  var scale: Int { host.options.scale }

  /// The current state drawn (after a display-link tick) and read back.
  func capture() throws -> SDLScreenshot { try host.capture() }

  /// Focuses the first field and lets every animation finish.
  func focusAndSettle() {
    switcher.focusFirstTextInput()
    UIKitRuntime.current.settle()
  }
}

/// Runs `body` with a headless app in the test's runtime.
@MainActor
func withHeadlessApp<R>(
  scale: Int = 1, screen: String = "todo", device: DeviceProfile = .iPhone14, windowed: Bool = false,
  lab: Bool = false, _ body: @MainActor (HeadlessApp) throws -> R
) throws -> R {
  // Explicit, so that SDL never falls back to a real display or to `offscreen`.
  setenv("SDL_VIDEODRIVER", "dummy", 1)
  let headless = try HeadlessApp(scale: scale, screen: screen, device: device, windowed: windowed, lab: lab)
  defer {
    headless.window.endEditing(true)
    headless.window.resignKeyAndHide()
    headless.session.lab?.panelWindow.resignKeyAndHide()
  }
  return try body(headless)
}

extension SDLScreenshot {
  /// Luma-ish darkness test for "ink": text glyphs and borders on white.
  func isInk(x: Int, y: Int, threshold: Int = 160) -> Bool {
    let p = pixel(x: x, y: y)
    return (Int(p.r) + Int(p.g) + Int(p.b)) / 3 < threshold
  }

  func isWhite(x: Int, y: Int) -> Bool {
    let p = pixel(x: x, y: y)
    return p.r == 255 && p.g == 255 && p.b == 255
  }

  /// The first row at or below `fromY` in column `x` that is not white.
  func firstNonWhiteRow(x: Int, fromY: Int) -> Int? {
    (fromY..<height).first { !isWhite(x: x, y: $0) }
  }

  /// Columns of ink in the rectangle, as (count, minX, maxX).
  func ink(in rect: CGRect, scale: Int) -> (count: Int, minX: Int, maxX: Int) {
    var count = 0
    var minX = Int.max
    var maxX = Int.min
    let s = CGFloat(scale)
    for y in Int(rect.minY * s)..<Int(rect.maxY * s) {
      for x in Int(rect.minX * s)..<Int(rect.maxX * s) where isInk(x: x, y: y) {
        count += 1
        minX = min(minX, x)
        maxX = max(maxX, x)
      }
    }
    return (count, minX, maxX)
  }
}
