import Foundation

/// A phone's screen: its size in points and scale, from its device profile.
///
/// Each window has one (`UIWindow.screen`), so two windows can show two phones; the
/// device can change while windows show it, and they follow (size, safe area, keyboard).
/// `UIScreen.main` is the current runtime's main screen, where new windows start.
@preconcurrency @MainActor
public final class UIScreen: NSObject {
  /// The current runtime's main screen.
  public static var main: UIScreen { UIKitRuntime.current.mainScreen }

  public init(device: DeviceProfile = .iPhone14) {
    self.device = device
    super.init()
  }

  /// The phone this screen is. Setting it tells the windows on this screen.
  public var device: DeviceProfile {
    didSet {
      guard device != oldValue else { return }
      // A phone's window is its screen.
      if !device.isPad { appWindowArrangement = .fullScreen }
      tellObservers(from: oldValue.oriented(interfaceOrientation))
    }
  }

  /// How the interface is turned; `rotate(to:)` changes it, as the device turning does.
  public internal(set) var interfaceOrientation: UIInterfaceOrientation = .portrait {
    didSet {
      guard interfaceOrientation != oldValue else { return }
      tellObservers(from: device.oriented(oldValue))
    }
  }

  /// The device as the interface sees it now (see `DeviceProfile.oriented`).
  var orientedDevice: DeviceProfile { device.oriented(interfaceOrientation) }

  private func tellObservers(from old: DeviceProfile) {
    observers.removeAll { $0.observer == nil }
    for entry in observers { entry.observer?.screenDeviceDidChange(self, from: old) }
  }

  /// How much of the screen the app's window has (an iPad in Split View, Slide Over or
  /// Stage Manager); `arrangeAppWindow(_:)` changes it, as a person does.
  public internal(set) var appWindowArrangement: AppWindowArrangement = .fullScreen

  /// The app's window's frame now, in screen coordinates.
  public var appWindowFrame: CGRect { appWindowArrangement.frame(onScreenOf: bounds.size) }

  /// The app window's frame on `device` (turned as the interface is now) in `arrangement`.
  func appWindowFrame(device: DeviceProfile, arrangement: AppWindowArrangement) -> CGRect {
    arrangement.frame(onScreenOf: device.oriented(interfaceOrientation).size)
  }

  /// The screen's bounds in the interface's orientation, as iOS reports them since iOS 8.
  public var bounds: CGRect { CGRect(origin: .zero, size: orientedDevice.size) }

  /// What is on this screen (its windows), for turning them.
  var observingObjects: [AnyObject] { observers.compactMap { $0.observer } }

  /// The screen's window scene while something holds it (its windows do), so that it
  /// is one object however often it is asked for; typed loosely because scenes belong to
  /// a layer above (Application).
  weak var windowSceneStorage: AnyObject?
  public var scale: CGFloat { device.scale }

  /// `UIDevice.current` while this is the main screen: one object, following `device`.
  private(set) lazy var uiDevice = UIDevice(screen: self)

  // MARK: Windows on this screen

  private struct WeakObserver {
    weak var observer: (any ScreenObserver)?
  }

  private var observers: [WeakObserver] = []

  func addObserver(_ observer: any ScreenObserver) {
    observers.removeAll { $0.observer == nil || $0.observer === observer }
    observers.append(WeakObserver(observer: observer))
  }

  func removeObserver(_ observer: any ScreenObserver) {
    observers.removeAll { $0.observer == nil || $0.observer === observer }
  }
}

/// Told when a screen's device changes (windows on it).
@MainActor
protocol ScreenObserver: AnyObject {
  func screenDeviceDidChange(_ screen: UIScreen, from old: DeviceProfile)
}
