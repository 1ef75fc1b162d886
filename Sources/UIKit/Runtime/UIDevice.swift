import Foundation

/// The device the app runs on: the main screen's profile, a phone or an iPad.
@preconcurrency @MainActor
open class UIDevice: NSObject {
  /// The device of the current runtime's main screen.
  public static var current: UIDevice { UIScreen.main.uiDevice }

  private unowned let screen: UIScreen
  private var profile: DeviceProfile { screen.device }

  init(screen: UIScreen) {
    self.screen = screen
    super.init()
  }

  public var userInterfaceIdiom: UIUserInterfaceIdiom { profile.idiom }
  /// "iPhone" or "iPad", as iOS names the model.
  public var model: String { profile.isPad ? "iPad" : "iPhone" }
  public var localizedModel: String { model }
  /// "iOS" on a phone, "iPadOS" on an iPad, as `systemName` reports them since iPadOS 13.
  public var systemName: String { profile.isPad ? "iPadOS" : "iOS" }
  /// The release whose keyboard the lab follows (docs/PORTING.md).
  public var systemVersion: String { "18.0" }
  public var name: String { model }
}

extension UIScreen {
  /// The screen's own traits: its device's idiom and scale, the size classes of the
  /// whole screen.
  public var traitCollection: UITraitCollection {
    UITraitCollection.of(device: orientedDevice, windowSize: bounds.size)
  }
}
