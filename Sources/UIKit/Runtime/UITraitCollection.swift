import Foundation

/// The traits iOS gives an interface: its idiom, its size classes and its scale. A view
/// or controller reads its window's (`traitCollection`) and hears of a change
/// (`traitCollectionDidChange(_:)`).
@preconcurrency @MainActor
open class UITraitCollection: NSObject {
  public let userInterfaceIdiom: UIUserInterfaceIdiom
  public let horizontalSizeClass: UIUserInterfaceSizeClass
  public let verticalSizeClass: UIUserInterfaceSizeClass
  public let displayScale: CGFloat

  /// No trait specified, as a view in no window has.
  public override convenience init() {
    self.init(idiom: .unspecified, horizontal: .unspecified, vertical: .unspecified, scale: 0)
  }

  public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
    self.init(idiom: .unspecified, horizontal: horizontalSizeClass, vertical: .unspecified, scale: 0)
  }

  public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
    self.init(idiom: .unspecified, horizontal: .unspecified, vertical: verticalSizeClass, scale: 0)
  }

  public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
    self.init(idiom: userInterfaceIdiom, horizontal: .unspecified, vertical: .unspecified, scale: 0)
  }

  init(
    idiom: UIUserInterfaceIdiom, horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass,
    scale: CGFloat
  ) {
    userInterfaceIdiom = idiom
    horizontalSizeClass = horizontal
    verticalSizeClass = vertical
    displayScale = scale
    super.init()
  }

  /// The traits iOS gives a window of `windowSize` on `device` (the device in its
  /// current orientation, `DeviceProfile.oriented`).
  ///
  /// Apple's Human Interface Guidelines, "Layout", table "Device size classes": every
  /// iPhone is regular tall and compact wide in portrait and compact tall in landscape,
  /// where the ones 414 points wide and wider (the Plus and Max phones, the XR and 11)
  /// are regular wide; an iPad full screen is regular both ways in both orientations.
  /// An iPad window that is not the screen is compact wide below 678 points, which is
  /// what the table gives Split View's and Slide Over's widths (`UIWindowSize`).
  static func of(device: DeviceProfile, windowSize: CGSize) -> UITraitCollection {
    let landscape = device.size.width > device.size.height
    switch device.idiom {
    case .pad:
      let horizontal: UIUserInterfaceSizeClass = windowSize.width >= padRegularWidth ? .regular : .compact
      return UITraitCollection(idiom: .pad, horizontal: horizontal, vertical: .regular, scale: device.scale)
    default:
      let shortSide = min(device.size.width, device.size.height)
      let horizontal: UIUserInterfaceSizeClass = landscape && shortSide >= 414 ? .regular : .compact
      return UITraitCollection(
        idiom: device.idiom, horizontal: horizontal, vertical: landscape ? .compact : .regular, scale: device.scale)
    }
  }

  /// The narrowest iPad window that is regular wide.
  static let padRegularWidth: CGFloat = 678

  /// Whether every trait this one specifies has the same value in `other`.
  public func containsTraits(in other: UITraitCollection?) -> Bool {
    guard let other else { return true }
    return (other.userInterfaceIdiom == .unspecified || other.userInterfaceIdiom == userInterfaceIdiom)
      && (other.horizontalSizeClass == .unspecified || other.horizontalSizeClass == horizontalSizeClass)
      && (other.verticalSizeClass == .unspecified || other.verticalSizeClass == verticalSizeClass)
      && (other.displayScale == 0 || other.displayScale == displayScale)
  }

  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UITraitCollection else { return false }
    return userInterfaceIdiom == other.userInterfaceIdiom && horizontalSizeClass == other.horizontalSizeClass
      && verticalSizeClass == other.verticalSizeClass && displayScale == other.displayScale
  }

  public override var hash: Int {
    var hasher = Hasher()
    hasher.combine(userInterfaceIdiom)
    hasher.combine(horizontalSizeClass)
    hasher.combine(verticalSizeClass)
    hasher.combine(displayScale)
    return hasher.finalize()
  }
}
