import Foundation

/// A layout guide as Auto Layout's engine sees it: an item with no drawing, placed in
/// its owning view's coordinates. `UILayoutGuide` conforms.
@MainActor
protocol LayoutGuideItem: LayoutItem {
  var role: LayoutGuideRole { get }
  /// The view the guide belongs to (`UILayoutGuide.owningView`).
  var owningViewItem: (any LayoutViewItem)? { get }
  /// For a keyboard guide: whether its top stops at the safe area's bottom while the
  /// keyboard is below it (iOS 17's `usesBottomSafeArea`, true by default).
  var keyboardGuideUsesBottomSafeArea: Bool { get }
  /// For a keyboard guide: whether it follows an iPad's undocked, split or floating
  /// keyboard (`followsUndockedKeyboard`, false by default).
  var keyboardGuideFollowsUndockedKeyboard: Bool { get }
}
