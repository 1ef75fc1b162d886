import Foundation

/// What a sheet's presentation offers a presented controller (`sheetPresentationController`):
/// the heights it may rest at (`detents`), the one it rests at, a grabber, and its
/// corner radius. iOS 15's API.
///
/// The large detent is the full card (from 10 points under the status bar); the medium
/// detent is "approximately half the height of the screen" (Apple's documentation of
/// `medium()`): here the card's top is at half the screen's height. The sheet starts at
/// its smallest detent, or at `selectedDetentIdentifier`. A person drags it between its
/// detents and down to dismiss it (`PresentationContainerView+Dragging`); when a field in
/// it brings the keyboard up it goes to its largest detent with the keys
/// (`PresentationContainerView+Keyboard`).
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
  /// One height a sheet can rest at.
  public struct Detent: Sendable, Equatable {
    public struct Identifier: RawRepresentable, Hashable, Sendable {
      public let rawValue: String
      public init(rawValue: String) { self.rawValue = rawValue }
      public init(_ rawValue: String) { self.rawValue = rawValue }
      public static let medium = Identifier("com.apple.UIKit.medium")
      public static let large = Identifier("com.apple.UIKit.large")
    }

    public let identifier: Identifier

    public static func medium() -> Detent { Detent(identifier: .medium) }
    public static func large() -> Detent { Detent(identifier: .large) }
  }

  open var detents: [Detent] = [.large()] { didSet { changed() } }
  /// The detent the sheet rests at; nil for the smallest listed ("the sheet displays at the
  /// smallest detent", Apple's documentation).
  open var selectedDetentIdentifier: Detent.Identifier? { didSet { changed() } }
  /// The largest detent at which the presenting screen is not dimmed (kept; the dimming
  /// is drawn at every detent here).
  open var largestUndimmedDetentIdentifier: Detent.Identifier?
  open var prefersGrabberVisible = false
  open var prefersScrollingExpandsWhenScrolledToEdge = true
  open var prefersEdgeAttachedInCompactHeight = false
  open var preferredCornerRadius: CGFloat? { didSet { changed() } }

  /// Changes made in `changes` move the sheet with an animation.
  open func animateChanges(_ changes: () -> Void) {
    withoutActuallyEscaping(changes) { changes in
      UIView.animate(withDuration: UIViewController.presentationDuration) { changes() }
    }
  }

  /// The tallest detent listed (large over medium).
  var largestDetent: Detent.Identifier {
    detents.contains(where: { $0.identifier == .large }) || detents.isEmpty ? .large : .medium
  }

  /// The detent the sheet rests at now.
  var restingDetent: Detent.Identifier {
    if let selectedDetentIdentifier, detents.contains(where: { $0.identifier == selectedDetentIdentifier }) {
      return selectedDetentIdentifier
    }
    return detents.contains(where: { $0.identifier == .medium }) ? .medium : .large
  }

  func changed() {
    guard let container = presentedViewController?.presentationContainer else { return }
    container.presentedView.frame = container.restingFrame
    container.presentedView.layer.cornerRadius = preferredCornerRadius ?? PresentationContainerView.sheetCornerRadius
  }
}
