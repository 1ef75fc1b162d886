import Foundation

/// The phone's screen: its size in points and scale, from the device profile.
@preconcurrency @MainActor
public final class UIScreen {
  /// The screen the app shows; replace `device` before building the UI to change it.
  public static let main = UIScreen()

  public var device: DeviceProfile = .iPhone14
  public var bounds: CGRect { CGRect(origin: .zero, size: device.size) }
  public var scale: CGFloat { device.scale }
}
