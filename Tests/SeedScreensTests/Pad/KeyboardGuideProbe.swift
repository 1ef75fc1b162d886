import Foundation
import UIKit

/// Views on a screen's keyboard layout guides, to read the guides as drawn frame by frame:
/// one on the root view's guide (which counts a lifted keyboard as dismissed, the
/// default), one on the guide of a child that fills the root view and follows a lifted
/// keyboard. The seeds lay nothing out on the guide, the checkout only in its address
/// sheet. Neither takes touches, so the screen under them is used as it is. The child is
/// pinned by constraints, since a superview's resize applies no autoresizing mask here.
@MainActor
final class KeyboardGuideProbe {
  let root: UIView
  let follower = UIView()
  let onRootGuide = UIView()
  let onFollowingGuide = UIView()

  init(on root: UIView) {
    self.root = root
    for view in [follower, onRootGuide, onFollowingGuide] { view.isUserInteractionEnabled = false }
    root.addSubview(follower)
    root.addSubview(onRootGuide)
    follower.addSubview(onFollowingGuide)
    follower.keyboardLayoutGuide.followsUndockedKeyboard = true
    pin(follower, to: root)
    pin(onRootGuide, to: root.keyboardLayoutGuide)
    pin(onFollowingGuide, to: follower.keyboardLayoutGuide)
  }

  private func pin(_ view: UIView, to area: some LayoutAnchorProviding) {
    view.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: area.leadingAnchor),
      view.trailingAnchor.constraint(equalTo: area.trailingAnchor),
      view.topAnchor.constraint(equalTo: area.topAnchor),
      view.bottomAnchor.constraint(equalTo: area.bottomAnchor),
    ])
  }

  var rootGuide: CGRect { root.keyboardLayoutGuide.layoutFrame }
  /// In the follower's coordinates, which are the root view's.
  var followingGuide: CGRect { follower.keyboardLayoutGuide.layoutFrame }
}
