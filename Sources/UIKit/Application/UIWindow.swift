import Foundation

/// The root of what is on screen: hosts the root view controller's view, owns the
/// layout engine of its tree, and delivers touches to the hit-tested view.
///
/// Each window has its own screen (device: size, scale, safe area, keyboard), first
/// responder, touch in progress, caret and keyboard, so windows of different phones
/// lay out and animate side by side. It belongs to the runtime that was current when it
/// was made; its entry points make that runtime current while they run.
@preconcurrency @MainActor
open class UIWindow: UIView, FrameParticipant, ScreenObserver {
  public private(set) var isKeyWindow = false
  /// The runtime whose frames lay this window out and whose animator moves its views.
  public let runtime: UIKitRuntime
  /// See `keyboardController` (Keyboard/WindowKeyboard.swift).
  var keyboardControllerStorage: KeyboardController?
  /// See `windowTraits`.
  var traitsStorage: UITraitCollection
  /// This window's first responder.
  let ownFirstResponderSlot = FirstResponderSlot()
  /// The caret of this window's first responder.
  let caretBlinker: CaretBlinker
  /// The touch in progress (the window has one pointer); `touchDelivery` holds the view
  /// it hit for the touch's life, as iOS holds it, even if the view leaves the tree.
  var activeTouch: UITouch?
  /// The touch sequence's recognizers and what the touched view has been sent.
  let touchDelivery = TouchDelivery()
  /// When and where the last tap ended, and how many in a row it was.
  var lastTap: (time: TimeInterval, point: CGPoint, count: Int)?
  /// The edit menu, once one was shown (UIWindow+EditMenu.swift).
  var editMenuView: EditMenuView?
  /// Keeps the scene of the window's screen alive while the window is (UIWindowScene.swift).
  var heldScene: UIWindowScene?
  /// What the desktop's input method is composing in the first responder
  /// (WindowEventDelivery.swift).
  var desktopComposition = ""

  /// The screen the window is on. A new screen, or a new device on the same screen,
  /// moves the window to that device: a window that filled its screen keeps filling it,
  /// and the safe area and the keyboard follow.
  public var screen: UIScreen {
    didSet {
      guard screen !== oldValue else { return }
      oldValue.removeObserver(self)
      screen.addObserver(self)
      deviceChanged(from: oldValue.device)
    }
  }

  /// The safe-area bands of the device (status bar / notch, home indicator).
  public var safeAreaInsetsOfDevice: UIEdgeInsets {
    didSet { layoutEngineIfPresent?.safeAreaChanged() }
  }

  public override convenience init(frame: CGRect) {
    self.init(frame: frame, screen: UIKitRuntime.current.mainScreen)
  }

  public convenience init() {
    self.init(frame: UIScreen.main.bounds)
  }

  /// A window filling `screen`.
  public convenience init(screen: UIScreen) {
    self.init(frame: screen.appWindowFrame, screen: screen)
  }

  /// A window at `frame` on `screen`, in the current runtime.
  public init(frame: CGRect, screen: UIScreen) {
    let runtime = UIKitRuntime.current
    self.runtime = runtime
    self.screen = screen
    safeAreaInsetsOfDevice = Self.bands(
      of: screen.orientedDevice, under: frame, arranged: screen.appWindowArrangement != .fullScreen)
    caretBlinker = CaretBlinker(runtime: runtime)
    traitsStorage = UITraitCollection.of(device: screen.orientedDevice, windowSize: frame.size)
    super.init(frame: frame)
    screen.addObserver(self)
    ownFirstResponderSlot.onChange = { [unowned self] _, _ in self.firstResponderChanged() }
  }

  open override var next: UIResponder? { UIApplication.shared }

  /// The keyboard is the screen's: where it reaches past a window narrower than the
  /// screen (over the other app of Split View), its keys still take the touch.
  open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    if let hit = super.hitTest(point, with: event) { return hit }
    guard let host = keyboardControllerStorage?.inputHostView, !host.isHidden, host.superview === self else {
      return nil
    }
    return host.hitTest(convert(point, to: host), with: event)
  }

  override var firstResponderSlot: FirstResponderSlot? { ownFirstResponderSlot }

  /// The window's first responder, if any.
  public var firstResponder: UIResponder? { ownFirstResponderSlot.current }

  private func firstResponderChanged() {
    // A composition belongs to the input it was typed in.
    desktopComposition = ""
    keyboardControllerStorage?.firstResponderChanged()
  }

  func screenDeviceDidChange(_ screen: UIScreen, from old: DeviceProfile) {
    deviceChanged(from: old)
  }

  private func deviceChanged(from old: DeviceProfile) {
    let device = screen.orientedDevice
    let oldAppFrame = screen.appWindowArrangement.frame(onScreenOf: old.size)
    if frame == oldAppFrame || frame.size == old.size { frame = screen.appWindowFrame }
    safeAreaInsetsOfDevice = Self.bands(of: device, under: frame, arranged: screen.appWindowArrangement != .fullScreen)
    traitsMayHaveChanged()
    runtime.setNeedsFrame()
  }

  /// The app's window took another share of the screen (`UIScreen.arrangeAppWindow`): a
  /// window that was the app's takes the new frame and the bands under it.
  func appWindowArrangementChanged(from oldFrame: CGRect) {
    guard frame == oldFrame else { return }
    frame = screen.appWindowFrame
    keyboardControllerStorage?.windowMovedOnScreen()
    safeAreaInsetsOfDevice = Self.bands(
      of: screen.orientedDevice, under: frame, arranged: screen.appWindowArrangement != .fullScreen)
    runtime.setNeedsFrame()
  }

  /// The screen's safe-area bands that lie under the app's window at `frame` when it has
  /// a share of an iPad's screen: a window that does not reach the status bar or the home
  /// indicator has none of it. A window otherwise keeps the device's bands whatever its
  /// frame, as windows made at any size here always have.
  static func bands(of device: DeviceProfile, under frame: CGRect, arranged: Bool) -> UIEdgeInsets {
    let bands = device.safeAreaInsets
    guard arranged else { return bands }
    let size = device.size
    return UIEdgeInsets(
      top: max(0, min(frame.height, bands.top - frame.minY)), left: max(0, min(frame.width, bands.left - frame.minX)),
      bottom: max(0, min(frame.height, frame.maxY - (size.height - bands.bottom))),
      right: max(0, min(frame.width, frame.maxX - (size.width - bands.right))))
  }

  /// The controller whose view fills the window. Replacing it removes the old view
  /// (and releases the old controller unless something else holds it).
  public var rootViewController: UIViewController? {
    didSet {
      guard oldValue !== rootViewController else { return }
      // Appearance callbacks come when the window is on screen, as on iOS: now if it
      // is visible, else at makeKeyAndVisible().
      let onScreen = isOnScreen
      if let old = oldValue {
        if old.isVisible { old.beginAppearanceTransition(false) }
        old.view.removeFromSuperview()
        if old.isVisible { old.endAppearanceTransition(false) }
      }
      if let controller = rootViewController {
        let view = controller.view!
        view.frame = bounds
        if onScreen { controller.beginAppearanceTransition(true) }
        addSubview(view)
        if onScreen { controller.endAppearanceTransition(true) }
      }
      keyboardControllerStorage?.keepKeyboardOnTop()
    }
  }

  open override var frame: CGRect {
    didSet {
      rootViewController?.viewIfLoaded?.frame = bounds
      // What is presented covers the window as the root's view does, before the traits
      // that may adapt it are told.
      for case let container as PresentationContainerView in subviews { container.frame = bounds }
      layoutEngineIfPresent?.safeAreaChanged()
      if frame.size != oldValue.size { traitsMayHaveChanged() }
    }
  }

  public func makeKeyAndVisible() {
    runtime.activate {
      for window in runtimeWindows { window.isKeyWindow = false }
      isKeyWindow = true
      isHidden = false
      runtime.register(self)
      _ = keyboardController
      if let controller = rootViewController, !controller.isVisible {
        controller.beginAppearanceTransition(true)
        controller.endAppearanceTransition(true)
      }
      layoutIfNeeded()
    }
  }

  private var runtimeWindows: [UIWindow] { runtime.participants.compactMap { $0 as? UIWindow } }

  /// Whether the window is shown (made visible and not hidden since).
  var isOnScreen: Bool { !isHidden && runtime.participants.contains { $0 === self } }

  public func makeKey() {
    for window in runtimeWindows { window.isKeyWindow = false }
    isKeyWindow = true
  }

  /// Takes the window off screen.
  public func resignKeyAndHide() {
    runtime.activate {
      isKeyWindow = false
      isHidden = true
      runtime.unregister(self)
      if let controller = rootViewController, controller.isVisible {
        controller.beginAppearanceTransition(false)
        controller.endAppearanceTransition(false)
      }
    }
  }

  // MARK: Frames

  public func runFrameObservers(at time: TimeInterval) {
    keyboardControllerStorage?.frameTick(time)
    caretBlinker.tick(time)
  }

  public func runFrameLayout() {
    layoutIfNeeded()
  }

  public func leaveScreen() {
    resignKeyAndHide()
  }

  public func needsFrame(at time: TimeInterval) -> Bool {
    caretBlinker.flipIsDue(at: time)
  }
}
