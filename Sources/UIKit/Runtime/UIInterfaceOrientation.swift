import Foundation

/// The orientation of the app's interface, with UIKit's raw values (landscape left and
/// right are named after where the home button would be, the opposite of the device's
/// own orientation).
public enum UIInterfaceOrientation: Int, Sendable {
  case unknown = 0
  case portrait = 1
  case portraitUpsideDown = 2
  case landscapeLeft = 4
  case landscapeRight = 3

  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// The orientations a view controller supports, as `supportedInterfaceOrientations`
/// returns them.
public struct UIInterfaceOrientationMask: OptionSet, Sendable, Hashable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
  public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
  public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
  public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
  public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
  public static let all: UIInterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscape]
  public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscape]

  /// Whether `orientation` is one of the mask's.
  public func contains(_ orientation: UIInterfaceOrientation) -> Bool {
    orientation != .unknown && contains(UIInterfaceOrientationMask(rawValue: 1 << UInt(orientation.rawValue)))
  }
}
