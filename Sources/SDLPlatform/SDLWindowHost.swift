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
///
/// Which renderer: with a GPU (a DRI render node to open) SDL's accelerated renderer,
/// vsync-paced. Without one (Xvfb, containers, CI) OpenGL would be Mesa's llvmpipe —
/// rasterizing on the CPU anyway, after loading 60 MB of LLVM and spending ~75 ms
/// compiling shaders at start-up — so SDL's own software renderer draws straight into
/// the window's X11/Wayland framebuffer instead, which also keeps its pixels between
/// frames so that only what changed is redrawn. `--renderer` overrides the choice.
@MainActor
public final class SDLWindowHost: SDLRenderTarget {
  /// `--renderer`: which SDL renderer draws the window.
  public enum RendererChoice: String, Sendable, CaseIterable {
    /// The GPU when there is one, else software.
    case auto
    /// SDL's accelerated renderer (OpenGL on X11), whatever implements it.
    case gpu
    /// SDL's software renderer into the window's framebuffer.
    case software
  }

  public let window: OpaquePointer
  public let renderer: OpaquePointer
  /// Screen coordinates per point (`--scale`).
  public let scale: CGFloat
  /// Whether the renderer was created with vsync (the loop still caps the rate, for
  /// drivers that accept the flag and do not wait).
  public let requestedVSync: Bool
  /// Name of the renderer SDL picked ("opengl", "software", …).
  public let rendererName: String
  /// Whether SDL's software renderer draws the window.
  public let isSoftware: Bool

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
  public init(pointSize: CGSize, scale: CGFloat, title: String, renderer choice: RendererChoice = .auto)
    throws(OpenError)
  {
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
    // When neither X11 nor Wayland can be reached SDL quietly falls back to a driver
    // with no screen at all, and the window would exist only in memory.
    let initialized = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
    if !explicitDriver && (initialized == "offscreen" || initialized == "dummy") {
      SDL_QuitSubSystem(SDL_INIT_VIDEO)
      throw .noDisplay(
        detail:
          "cannot open DISPLAY=\(environment["DISPLAY"] ?? "") / WAYLAND_DISPLAY=\(environment["WAYLAND_DISPLAY"] ?? "")"
      )
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
    let software =
      driver == "dummy" || driver == "offscreen" || choice == .software
      || (choice == .auto && !Self.hasGPURenderNode())
    if software {
      // The window's own framebuffer (XShm), not a GL texture standing in for it.
      SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
    }
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
    isSoftware = rendererName == "software"
    requestedVSync = vsync && (info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue) != 0
  }

  isolated deinit {
    SDL_DestroyRenderer(renderer)
    SDL_DestroyWindow(window)
  }

  public var pixelSize: (width: Int, height: Int) { rendererOutputSize() }

  public var retainsContents: Bool { isSoftware }

  /// Whether a DRI render node can be opened: the mark of a GPU that Mesa drives.
  static func hasGPURenderNode() -> Bool {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: "/dev/dri")) ?? []
    return names.contains { $0.hasPrefix("renderD") && access("/dev/dri/\($0)", R_OK | W_OK) == 0 }
  }

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

  /// Makes the desktop window `points` large (the phone turned).
  public func resize(toPoints points: CGSize) {
    SDL_SetWindowSize(window, Int32((points.width * scale).rounded()), Int32((points.height * scale).rounded()))
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
