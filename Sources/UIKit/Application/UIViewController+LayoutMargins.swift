import Foundation

extension UIViewController {
  /// The least margins UIKit gives the root view: none at top and bottom (the safe area
  /// places those), 16 points at the sides on the 375- and 390-point-wide phones and 20
  /// on the 414-point-wide and wider ones (the Plus and Max phones), in portrait: UIKit's
  /// compact-width system margin is 16 ("16 on iOS 7+", devxoul/UINavigationItem-Margin#1)
  /// and wider on the Plus phones (their layouts had to be "narrowed" for it,
  /// ResearchKit/AppCore#121).
  public var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
    let width = viewIfLoaded?.window?.screen.bounds.width ?? UIScreen.main.bounds.width
    let side: CGFloat = width >= 414 ? 20 : 16
    return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
  }

  var minimumRootLayoutMargins: NSDirectionalEdgeInsets? {
    viewRespectsSystemMinimumLayoutMargins ? systemMinimumLayoutMargins : nil
  }
}
