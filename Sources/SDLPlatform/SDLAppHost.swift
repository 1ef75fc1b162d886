import CSDL2
import CSDL2TTF
import Foundation
import UIKit

/// Puts a UIKit window on screen with SDL: finds the assets, loads the font and images,
/// installs the real text measurer, opens the desktop window (or a headless surface), and
/// runs the frame loop, which pushes each frame's time into the UIKit runtime. The one
/// object the executable talks to.
@MainActor
public final class SDLAppHost {
  public struct Options {
    /// Screen pixels per point (`--scale`).
    public var scale: Int
    /// Draw with the software renderer on a surface: no display, no window, no events.
    public var headless: Bool
    /// Frame times step exactly 1/60 s per frame instead of following the real clock
    /// (headless runs, `--screenshot`): deterministic frames.
    public var steppedFrames: Bool
    public var title: String
    /// Print when the first frame was presented (`--print-startup-time`).
    public var printStartupTime: Bool
    /// Print the frame timings as JSON when the loop ends (`--print-frame-stats`).
    public var printFrameStats: Bool
    /// Redraw whole frames even on a surface that keeps its pixels (`--full-redraw`).
    public var fullRedraw: Bool
    /// Which renderer draws the window (`--renderer`).
    public var renderer: SDLWindowHost.RendererChoice

    public init(
      scale: Int = 1, headless: Bool = false, steppedFrames: Bool = false, title: String = "KeyboardLab",
      printStartupTime: Bool = false, printFrameStats: Bool = false, fullRedraw: Bool = false,
      renderer: SDLWindowHost.RendererChoice = .auto
    ) {
      self.fullRedraw = fullRedraw
      self.renderer = renderer
      self.scale = scale
      self.headless = headless
      self.steppedFrames = steppedFrames || headless
      self.title = title
      self.printStartupTime = printStartupTime
      self.printFrameStats = printFrameStats
    }
  }

  /// Why the host could not start; the message is for the user, the code for the shell.
  public struct StartError: Error, CustomStringConvertible {
    public let description: String
    public let exitCode: Int32
  }

  public let options: Options
  /// The UIKit world this host drives: the one current when it was made (the process's
  /// in the app).
  public let runtime = UIKitRuntime.current
  public let assets: AssetLocator
  public let fonts: FontCache
  public let measurer: SDLTextMeasurer
  /// The desktop window; nil when headless.
  public let windowHost: SDLWindowHost?
  public let target: any SDLRenderTarget
  public let canvas: SDLCanvas
  public private(set) var eventPump: SDLEventPump?
  public private(set) weak var window: UIWindow?
  private let startedAt = SDLFrameLoop.seconds()
  private let clock = SDLClock()
  private var firstFrameReported = false
  private lazy var loop = SDLFrameLoop(host: self)

  /// Starts everything but the UI: build the UI after this (it measures text with the
  /// real font), then `attach(_:)` its window and `run(tick:)`.
  public init(options: Options) throws(StartError) {
    self.options = options
    // The screen's size in the interface's orientation (`--orientation`).
    let screenSize = runtime.mainScreen.bounds.size
    do {
      assets = try AssetLocator.locate()
      fonts = try FontCache(assets: assets)
      try SDLImageLoader.registerImages(from: assets)
    } catch {
      throw StartError(description: "\(error)", exitCode: 1)
    }
    let scale = CGFloat(options.scale)
    if options.headless {
      do {
        target = try SDLHeadlessSurface(
          pixelWidth: Int((screenSize.width * scale).rounded()),
          pixelHeight: Int((screenSize.height * scale).rounded()))
      } catch {
        throw StartError(description: "\(error)", exitCode: 1)
      }
      windowHost = nil
    } else {
      do {
        let host = try SDLWindowHost(
          pointSize: screenSize, scale: scale, title: options.title, renderer: options.renderer)
        windowHost = host
        target = host
      } catch {
        throw StartError(description: "\(error)", exitCode: 1)
      }
    }
    let pixelsPerPoint = windowHost?.pixelsPerPoint ?? scale
    measurer = SDLTextMeasurer(fonts: fonts, pixelsPerPoint: pixelsPerPoint)
    runtime.textMeasurer = measurer
    canvas = SDLCanvas(target: target, fonts: fonts, pixelsPerPoint: pixelsPerPoint)
    canvas.alwaysRedrawEverything = options.fullRedraw
  }

  /// The window to draw and to deliver events to. Its frame becomes the desktop
  /// window's size in points.
  public func attach(_ window: UIWindow) {
    self.window = window
    if let windowHost {
      let size = windowHost.pointSize
      if window.frame.size != size { window.frame = CGRect(origin: .zero, size: size) }
      eventPump = SDLEventPump(host: windowHost, window: window)
    }
  }

  /// The desktop window's title ("KeyboardLab — todo").
  public var title: String {
    get { windowHost?.title ?? options.title }
    set { windowHost?.title = newValue }
  }

  // MARK: Frames

  /// The time of the next frame: 1/60 s after the last one when frames are stepped,
  /// else the real clock's.
  var nextFrameTime: TimeInterval {
    options.steppedFrames ? runtime.now + UIKitRuntime.frameDuration : clock.now
  }

  /// One display frame with a full draw into the back buffer (not presented).
  public func drawFrame() {
    runtime.beginFrame(at: nextFrameTime, draw: { draw() })
  }

  /// One display frame: `input` delivers events; the frame is drawn when `shouldDraw`
  /// says so after layout. Returns whether it was drawn.
  func runFrame(input: () -> Void, shouldDraw: () -> Bool) -> Bool {
    var drew = false
    runtime.beginFrame(
      at: nextFrameTime, input: input,
      draw: {
        guard shouldDraw() else { return }
        draw()
        drew = true
      })
    return drew
  }

  /// Records the window into the canvas and plays it into the back buffer.
  private func draw() {
    followWindowSize()
    if let windowHost {
      // A HiDPI factor can change when the window moves to another display.
      let ppp = windowHost.pixelsPerPoint
      if ppp != canvas.pixelsPerPoint {
        canvas.pixelsPerPoint = ppp
        measurer.pixelsPerPoint = ppp
      }
    }
    canvas.beginFrame(clearColor: .white)
    window?.render(in: canvas)
    canvas.finishFrame()
    SDL_RenderFlush(target.renderer)
  }

  func present() {
    target.present()
  }

  /// A turned phone: the output takes the UIKit window's new size (the desktop window is
  /// resized; the headless surface draws into its new corner).
  private func followWindowSize() {
    guard let size = window?.frame.size else { return }
    if let windowHost {
      if windowHost.pointSize != size { windowHost.resize(toPoints: size) }
    } else if let surface = target as? SDLHeadlessSurface {
      let scale = CGFloat(options.scale)
      let pixels = (Int((size.width * scale).rounded()), Int((size.height * scale).rounded()))
      if surface.pixelSize != pixels { surface.resize(pixelWidth: pixels.0, pixelHeight: pixels.1) }
    }
  }

  func firstFramePresented() {
    guard !firstFrameReported else { return }
    firstFrameReported = true
    reportStartup()
    prewarmCaches()
  }

  /// Draws the hidden keyboard once into a frame that is thrown away, so that its key
  /// labels' glyph textures and its key shapes exist before the first click: otherwise
  /// the keyboard's first slide starts with a frame that renders 35 labels (a dropped
  /// frame under Xvfb's software GL).
  public func prewarmCaches() {
    guard let window else { return }
    let keyboard = window.keyboardController.inputHostView
    guard keyboard.isHidden else { return }
    canvas.beginFrame()
    canvas.saveState()
    // Where it rests when shown, so its shapes land inside the output and are kept.
    canvas.translate(by: CGPoint(x: 0, y: -keyboard.frame.height))
    keyboard.isHidden = false
    keyboard.keyboardView.isHidden = false
    keyboard.render(in: canvas)
    keyboard.keyboardView.isHidden = true
    keyboard.isHidden = true
    canvas.restoreState()
    canvas.discardFrame()
  }

  private func reportStartup() {
    guard options.printStartupTime else { return }
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    let epochNanoseconds = Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec)
    let sinceInit = (SDLFrameLoop.seconds() - startedAt) * 1000
    let renderer = windowHost?.rendererName ?? "software-surface"
    print(
      "{\"first_frame_presented_epoch_ns\": \(epochNanoseconds), "
        + "\"since_host_init_ms\": \(String(format: "%.3f", sinceInit)), \"renderer\": \"\(renderer)\"}")
    fflush(nil)
  }

  /// Draws the current state (a frame at the current time, so time does not move) and
  /// reads its pixels.
  public func capture() throws -> SDLScreenshot {
    runtime.beginFrame(at: runtime.now, draw: { draw() })
    let (width, height) = target.pixelSize
    return try SDLScreenshot.capture(target.renderer, width: width, height: height)
  }

  /// `--screenshot` and the script's `screenshot`: the current state as a PNG.
  public func saveScreenshot(to path: String) throws {
    try capture().savePNG(to: path)
  }

  // MARK: Running

  /// Runs the frame loop until the window closes or `tick` returns an exit code; each
  /// iteration calls `tick` once, after events and before the frame.
  public func run(tick: () -> Int32?) -> Int32 {
    let code = loop.run {
      if let code = tick() { return .exit(code) }
      return .continue
    }
    if options.printFrameStats {
      var usage = rusage()
      getrusage(RUSAGE_SELF.rawValue, &usage)
      print(loop.stats.json(peakResidentKilobytes: Int(usage.ru_maxrss)))
      fflush(nil)
    }
    return code
  }

  /// The frame timings so far.
  public var frameStats: FrameStats { loop.stats }
}
