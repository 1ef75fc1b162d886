import Foundation

/// The window shows the edit menu of its text inputs over everything it holds, the
/// keyboard included, and takes it away when a touch begins anywhere else.
extension UIWindow: EditMenuHosting {
  func showEditMenu(_ actions: [StandardEditAction], for responder: UIResponder, around rect: CGRect) {
    let menu = editMenuView ?? EditMenuView(frame: .zero)
    editMenuView = menu
    if menu.superview !== self { addSubview(menu) }
    bringSubviewToFront(menu)
    menu.show(actions, for: responder, around: rect, in: bounds.inset(by: safeAreaInsets))
  }

  func hideEditMenu(for responder: UIResponder) {
    guard let menu = editMenuView, menu.owner === responder else { return }
    menu.hide()
  }

  /// The edit menu on screen, if one is.
  public var shownEditMenu: EditMenuView? {
    guard let menu = editMenuView, !menu.isHidden, menu.superview === self else { return nil }
    return menu
  }

  /// A touch that begins outside the menu takes it away, as on iOS.
  func touchBeganDismissingEditMenu(on view: UIView) {
    guard let menu = shownEditMenu, !view.isDescendant(of: menu) else { return }
    menu.hide()
  }
}
