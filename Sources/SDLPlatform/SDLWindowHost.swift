import CSDL2
import Foundation
import UIKit

/// The desktop window: the phone's screen in points × `scale` screen pixels, resizable
/// (the UIKit window's frame follows, its safe-area bands stay), titled
/// "KeyboardLab — <screen>", with a renderer paced by vsync where the driver honours it.
///
/// On a HiDPI display (Wayland, macOS) the drawable has more pixels than the window has
/// screen coordinates; `pixelsPerPoint` accounts for both, while mouse coordinates
/// (screen coordinates) are divided by `scale` alone.
@MainActor
public final class SDLWindowHost: SDLRenderTarget {
  public let window: OpaquePointer
  public let renderer: OpaquePointer
  /// Screen coordinates per point (`--scale`).
  public let scale: CGFloat
  /// Whether the renderer was created with vsync (the loop still caps the rate, for
  /// drivers that accept the flag and do not wait).
  public let requestedVSync: Bool
  /// Name of the renderer SDL picked ("opengl", "software", …).
  public let rendererName: String

  /// Why the window could not be opened.
  public enum OpenError: Error, CustomStringConvertible {
    /// No X11/Wayland display to open a window on.
    case noDisplay(detail: String)
    case sdl(SDLError)

    public var description: String {
      switch self {
      case .noDisplay(let detail):
        "no display: run under X11/Wayland or use --headless" + (detail.isEmpty ? "" : " (\(detail))")
      case .sdl(let error): error.description
      }
    }
  }

  /// Initializes SDL's video (refusing to fall back silently to the offscreen driver
  /// when there is no display and no driver was asked for) and opens the window.
  public init(pointSize: CGSize, scale: CGFloat, title: String) throws(OpenError) {
    let environment = ProcessInfo.processInfo.environment
    let hasDisplay = !(environment["DISPLAY"] ?? "").isEmpty || !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty
    let explicitDriver = !(environment["SDL_VIDEODRIVER"] ?? "").isEmpty
    guard hasDisplay || explicitDriver else {
      throw .noDisplay(detail: "neither DISPLAY nor WAYLAND_DISPLAY is set")
    }
    // A click that focuses the window also counts as a click (xdotool, first click).
    SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1")
    // Keep the desktop compositor running; this is not a game.
    SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
    if SDL_WasInit(SDL_INIT_VIDEO) == 0, SDL_InitSubSystem(SDL_INIT_VIDEO) != 0 {
      throw .noDisplay(detail: String(cString: SDL_GetError()))
    }
    self.scale = scale
    let width = Int32((pointSize.width * scale).rounded())
    let height = Int32((pointSize.height * scale).rounded())
    let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_SHOWN.rawValue
    guard
      let window = SDL_CreateWindow(
        title, kl_SDL_WINDOWPOS_CENTERED(), kl_SDL_WINDOWPOS_CENTERED(), width, height, flags)
    else { throw .sdl(SDLError.last("SDL_CreateWindow")) }
    SDL_SetWindowMinimumSize(window, 200, 200)

    // dummy and offscreen have no accelerated renderer; ask for the software one there.
    let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
    let software = driver == "dummy" || driver == "offscreen"
    var renderer: OpaquePointer?
    var vsync = false
    if !software {
      renderer = SDL_CreateRenderer(
        window, -1, SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue)
      vsync = renderer != nil
    }
    if renderer == nil { renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) }
    guard let renderer else {
      SDL_DestroyWindow(window)
      throw .sdl(SDLError.last("SDL_CreateRenderer"))
    }
    var info = SDL_RendererInfo()
    SDL_GetRendererInfo(renderer, &info)
    rendererName = info.name.map { String(cString: $0) } ?? "?"
    self.window = window
    self.renderer = renderer
    requestedVSync = vsync && (info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue) != 0
  }

  isolated deinit {
    SDL_DestroyRenderer(renderer)
    SDL_DestroyWindow(window)
  }

  public var pixelSize: (width: Int, height: Int) { rendererOutputSize() }

  public func present() {
    SDL_RenderPresent(renderer)
  }

  public var title: String {
    get { String(cString: SDL_GetWindowTitle(window)) }
    set { SDL_SetWindowTitle(window, newValue) }
  }

  /// The window's size in screen coordinates.
  public var screenSize: CGSize {
    var width: Int32 = 0
    var height: Int32 = 0
    SDL_GetWindowSize(window, &width, &height)
    return CGSize(width: CGFloat(width), height: CGFloat(height))
  }

  /// The window's size in points: what the UIKit window's frame should be.
  public var pointSize: CGSize {
    let size = screenSize
    return CGSize(width: size.width / scale, height: size.height / scale)
  }

  /// Output pixels per point (the scale, times the display's HiDPI factor).
  public var pixelsPerPoint: CGFloat {
    let points = pointSize
    guard points.width > 0 else { return scale }
    return CGFloat(pixelSize.width) / points.width
  }

  /// A point in window coordinates from screen coordinates (mouse events).
  public func point(fromScreenX x: CGFloat, y: CGFloat) -> CGPoint {
    CGPoint(x: x / scale, y: y / scale)
  }

  /// A rectangle in screen coordinates from window points (the IME's text-input rect).
  public func screenRect(from rect: CGRect) -> SDL_Rect {
    SDL_Rect(
      x: Int32((rect.minX * scale).rounded()), y: Int32((rect.minY * scale).rounded()),
      w: Int32((rect.width * scale).rounded()), h: Int32((rect.height * scale).rounded()))
  }
}
