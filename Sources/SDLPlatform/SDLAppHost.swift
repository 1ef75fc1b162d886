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
    /// The desktop window's size in points at start (the scene's); nil: the main screen's.
    public var initialSize: CGSize?
    /// The largest the scene can grow (the lab with the largest phone turned): what a
    /// headless surface must hold. Nil: the main screen's, turned.
    public var largestSize: CGSize?

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
  /// What the desktop window shows; nil until `attach`.
  public private(set) var scene: (any SDLScene)?
  /// The window that takes keys and text (the phone's).
  public var window: UIWindow? { scene?.keyWindow }
  /// The scene size the desktop window was last made for.
  private var sizedFor: CGSize?
  private let startedAt = SDLFrameLoop.seconds()
  private let clock = SDLClock()
  private var firstFrameReported = false
  private lazy var loop = SDLFrameLoop(host: self)

  /// Starts everything but the UI: build the UI after this (it measures text with the
  /// real font), then `attach(_:)` its window and `run(tick:)`.
  public init(options: Options) throws(StartError) {
    self.options = options
    // The screen's size in the interface's orientation (`--orientation`), or the scene's.
    let screenSize = options.initialSize ?? runtime.mainScreen.bounds.size
    let largest = options.largestSize ?? screenSize
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
        let side = max(screenSize.width, screenSize.height, largest.width, largest.height)
        let surface = try SDLHeadlessSurface(
          pixelWidth: Int((side * scale).rounded()), pixelHeight: Int((side * scale).rounded()))
        surface.resize(
          pixelWidth: Int((screenSize.width * scale).rounded()), pixelHeight: Int((screenSize.height * scale).rounded())
        )
        target = surface
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
    // In a window the phone's pasteboard is the desktop's clipboard; headless it stays
    // in memory, as in tests, where nothing outside could share it.
    if windowHost != nil { runtime.pasteboardStore = SDLClipboard() }
    canvas = SDLCanvas(target: target, fonts: fonts, pixelsPerPoint: pixelsPerPoint)
    canvas.alwaysRedrawEverything = options.fullRedraw
  }

  /// The window to draw and to deliver events to, alone: its frame becomes the desktop
  /// window's size in points, and follows it.
  public func attach(_ window: UIWindow) {
    attach(scene: SDLWindowScene(window: window))
  }

  /// The scene to draw and to deliver events to.
  public func attach(scene: any SDLScene) {
    self.scene = scene
    if let windowHost {
      // The phone alone takes the desktop window's size; another scene asks for its own.
      if !(scene is SDLWindowScene), windowHost.pointSize != scene.size { windowHost.resize(toPoints: scene.size) }
      scene.desktopDidResize(to: windowHost.pointSize)
      sizedFor = scene.size
      eventPump = SDLEventPump(host: windowHost, scene: scene)
    }
  }

  /// The desktop window's title ("KeyboardLab — todo").
  public var title: String {
    get { windowHost?.title ?? options.title }
    set { windowHost?.title = newValue }
  }

  // MARK: Frames

  // MARK: Slow motion

  /// How fast the frame clock runs against real time: 1, or ¼ and ⅒ in slow motion.
  /// Every frame is still a real layout pass; only the time pushed into the runtime
  /// moves slower. Stepped frames advance `rate` × 1/60 s each.
  public private(set) var timeRate: Double = 1
  /// Whether the frame clock stands still (frames still run, at the same time).
  public private(set) var isPaused = false
  private var pendingSteps = 0
  /// The real time and frame time when the rate or the pause last changed.
  private var realAnchor: TimeInterval = 0
  private var frameAnchor: TimeInterval = 0

  public func setTimeRate(_ rate: Double) {
    reanchor()
    timeRate = max(0, rate)
  }

  public func setPaused(_ paused: Bool) {
    reanchor()
    isPaused = paused
  }

  /// Moves the frame clock on by one frame (1/60 s) at the next frame, paused or not.
  public func stepFrame() {
    pendingSteps += 1
    runtime.setNeedsFrame()
  }

  private func reanchor() {
    frameAnchor = max(runtime.now, nextFrameTime - (pendingSteps > 0 ? UIKitRuntime.frameDuration : 0))
    realAnchor = clock.now
  }

  /// The time of the next frame: `timeRate` × 1/60 s after the last one when frames are
  /// stepped, else the real clock's at `timeRate`; nothing while paused; plus one frame
  /// when a step is asked for (each step is a frame of its own).
  var nextFrameTime: TimeInterval {
    let step = pendingSteps > 0 ? UIKitRuntime.frameDuration : 0
    let rate = isPaused ? 0 : timeRate
    if options.steppedFrames { return runtime.now + UIKitRuntime.frameDuration * rate + step }
    return frameAnchor + (clock.now - realAnchor) * rate + step
  }

  /// Runs one frame at `nextFrameTime`; a step it took is spent afterwards — one asked
  /// for during the frame (a click on the panel's Step) waits for the next.
  private func runFrame(_ body: (TimeInterval) -> Void) {
    let stepping = pendingSteps > 0
    body(nextFrameTime)
    guard stepping else { return }
    pendingSteps -= 1
    frameAnchor = runtime.now
    realAnchor = clock.now
    if pendingSteps > 0 { runtime.setNeedsFrame() }
  }

  /// One display frame with a full draw into the back buffer (not presented).
  public func drawFrame() {
    runFrame { time in runtime.beginFrame(at: time, draw: { draw() }) }
  }

  /// One display frame at `time`, pushed in by another clock (a phone hosted for the
  /// lab's compare mode), drawn, and its pixels read back.
  public func drawFrame(at time: TimeInterval) throws -> SDLScreenshot {
    runtime.beginFrame(at: time, draw: { draw() })
    let (width, height) = target.pixelSize
    return try SDLScreenshot.capture(target.renderer, width: width, height: height)
  }

  /// One display frame: `input` delivers events; the frame is drawn when `shouldDraw`
  /// says so after layout. Returns whether it was drawn.
  func runFrame(input: () -> Void, shouldDraw: () -> Bool) -> Bool {
    var drew = false
    runFrame { time in
      runtime.beginFrame(
        at: time, input: input,
        draw: {
          guard shouldDraw() else { return }
          draw()
          drew = true
        })
    }
    return drew
  }

  /// Records the window into the canvas and plays it into the back buffer.
  private func draw() {
    // A HiDPI factor can change when the window moves to another display, and a
    // scene's zoom when the window is resized.
    followWindowSize()
    canvas.beginFrame(clearColor: .white)
    scene?.render(in: canvas)
    canvas.finishFrame()
    SDL_RenderFlush(target.renderer)
  }

  func present() {
    target.present()
  }

  /// A scene that changed size (the phone turned, another device): the desktop window
  /// takes the new size, or the headless surface draws into its new corner. A desktop
  /// window the user resized keeps its size until the scene's own size changes.
  private func followWindowSize() {
    guard let scene else { return }
    let size = scene.size
    if let windowHost {
      if size != sizedFor {
        sizedFor = size
        if windowHost.pointSize != size { windowHost.resize(toPoints: size) }
        scene.desktopDidResize(to: windowHost.pointSize)
      }
      // The zoom scales the drawing only: text is measured at the display's density, so
      // the phone's layout is the same whatever the window's size.
      let ppp = windowHost.pixelsPerPoint
      if ppp * scene.zoom != canvas.pixelsPerPoint { canvas.pixelsPerPoint = ppp * scene.zoom }
      if ppp != measurer.pixelsPerPoint { measurer.pixelsPerPoint = ppp }
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

  /// The whole window's current state as a PNG.
  public func saveScreenshot(to path: String) throws {
    try capture().savePNG(to: path)
  }

  /// Draws the current state (a frame at the current time) and renders `view` alone, at
  /// the host's scale, into a picture of its own: the phone without the lab around it,
  /// or a view that is in no window (the timeline plot).
  public func capture(_ view: UIView) throws -> SDLScreenshot {
    runtime.beginFrame(at: runtime.now, draw: { draw() })
    let scale = CGFloat(options.scale)
    let width = Int((view.bounds.width * scale).rounded())
    let height = Int((view.bounds.height * scale).rounded())
    let surface = try SDLHeadlessSurface(pixelWidth: width, pixelHeight: height, turnable: false)
    let alone = SDLCanvas(target: surface, fonts: fonts, pixelsPerPoint: scale)
    alone.beginFrame(clearColor: .white)
    alone.saveState()
    alone.translate(by: CGPoint(x: -view.frame.minX, y: -view.frame.minY))
    runtime.activate { view.render(in: alone) }
    alone.restoreState()
    alone.finishFrame()
    return try SDLScreenshot.capture(surface.renderer, width: width, height: height)
  }

  /// Puts `text` on the desktop's clipboard; false where there is none (headless).
  @discardableResult
  public func copyToClipboard(_ text: String) -> Bool {
    windowHost != nil && SDL_SetClipboardText(text) == 0
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
