import Foundation

/// How much of an iPad's screen the app's window has: all of it, a share of Split View
/// (the app on the left, another beside it), Slide Over (a narrow window over another
/// app) or a Stage Manager window of a given size. A phone's window is its screen.
///
/// The widths, from swift-snapshot-testing's `ViewImageConfig` for the iPads it lists and
/// Geoff Hackworth's "How iPad apps adapt" articles: Split View's divider is 10 points;
/// its narrow share 320 points on a screen less than 1 024 wide (an 11-inch iPad in
/// portrait), 375 otherwise; half is what the divider leaves, halved (592 on the 11-inch in
/// landscape, 678 on the 12.9-inch); two thirds is the rest beside the narrow share (809,
/// 981; 504 in portrait). Slide Over is 320 wide (375 on the 12.9- and 13-inch iPads), 40
/// points shorter than the screen, 10 points in from its right edge (the inset an
/// estimate). A Stage Manager window is centred (an estimate: iPadOS puts a new one where
/// the last was). The same rules on the newer iPads the sources predate are estimates.
public enum AppWindowArrangement: Sendable, Equatable {
  case fullScreen
  case splitView(SplitViewShare)
  case slideOver
  case stageManager(CGSize)

  /// The app's share of Split View.
  public enum SplitViewShare: String, Sendable, CaseIterable {
    case half, third, twoThirds = "two-thirds"
  }

  /// Split View's divider.
  public static let dividerWidth: CGFloat = 10

  /// The window's frame on a screen of `size` (the device turned as the interface is) in
  /// screen coordinates.
  public func frame(onScreenOf size: CGSize) -> CGRect {
    let third: CGFloat = size.width < 1024 && size.height > size.width ? 320 : 375
    switch self {
    case .fullScreen: return CGRect(origin: .zero, size: size)
    case .splitView(let share):
      let width: CGFloat =
        switch share {
        case .half: ((size.width - Self.dividerWidth) / 2).rounded(.down)
        case .third: third
        case .twoThirds: size.width - Self.dividerWidth - third
        }
      return CGRect(x: 0, y: 0, width: width, height: size.height)
    case .slideOver:
      let width: CGFloat = min(size.width, size.height) >= 1024 ? 375 : 320
      return CGRect(x: size.width - width - 10, y: 20, width: width, height: size.height - 40)
    case .stageManager(let wanted):
      let width = min(wanted.width, size.width)
      let height = min(wanted.height, size.height)
      return CGRect(
        x: ((size.width - width) / 2).rounded(), y: ((size.height - height) / 2).rounded(), width: width,
        height: height)
    }
  }

  /// Where the other app is, beside ours in Split View; nil for the others, where it is
  /// behind ours (Slide Over, Stage Manager) or absent.
  public func otherAppFrame(onScreenOf size: CGSize) -> CGRect? {
    guard case .splitView = self else { return nil }
    let ours = frame(onScreenOf: size)
    let x = ours.maxX + Self.dividerWidth
    return CGRect(x: x, y: 0, width: size.width - x, height: size.height)
  }

  /// The command line's name: `full`, `half`, `third`, `two-thirds`, `slide-over`, `WxH`.
  public var name: String {
    switch self {
    case .fullScreen: "full"
    case .splitView(let share): share.rawValue
    case .slideOver: "slide-over"
    case .stageManager(let size): "\(Int(size.width))x\(Int(size.height))"
    }
  }

  /// The arrangement a name gives; nil for anything else (sizes in whole points above 0).
  public init?(name: String) {
    switch name {
    case "full": self = .fullScreen
    case "slide-over": self = .slideOver
    default:
      if let share = SplitViewShare(rawValue: name) {
        self = .splitView(share)
        return
      }
      let parts = name.split(separator: "x", omittingEmptySubsequences: false)
      guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), w > 0, h > 0 else { return nil }
      self = .stageManager(CGSize(width: w, height: h))
    }
  }

  /// The named ones (every but Stage Manager's).
  public static let named: [AppWindowArrangement] = [
    .fullScreen, .splitView(.half), .splitView(.third), .splitView(.twoThirds), .slideOver,
  ]
}
