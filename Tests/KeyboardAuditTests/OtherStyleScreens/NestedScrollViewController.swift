import Foundation
import UIKit

/// A vertical UIScrollView (on the safe area, content twice its height) holding, below
/// the fold at y = bounds height + 100, a horizontal UIScrollView (84 pt tall, content
/// three times its width) with "IBAN" on its third page (x = 2W + 20, 20 pt down). Frames
/// set in `viewDidLayoutSubviews`; no keyboard code.
///
/// Expected: the reach scrolls the inner view sideways and then the outer one down until
/// the field is 8 pt inside the outer view's bottom, i.e. 8 pt above the safe area's
/// bottom. Software keyboard: the keys (162–301 pt) then cover all 44 pt of it (they
/// reach at least 132 pt above the safe bottom): covered, in every case; nothing moves
/// on dismiss. Hardware: clean.
class NestedScrollViewController: UIViewController {
  let outer = UIScrollView()
  let inner = UIScrollView()
  let field = UITextField()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    field.placeholder = "IBAN"
    field.borderStyle = .roundedRect
    view.addSubview(outer)
    outer.addSubview(inner)
    inner.addSubview(field)
  }

  /// Where the inner view's top lies in the outer content, for an outer view `height` tall.
  func innerTop(_ height: CGFloat) -> CGFloat { height + 100 }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    outer.frame = view.bounds.inset(by: view.safeAreaInsets)
    let size = outer.bounds.size
    outer.contentSize = CGSize(width: size.width, height: 2 * size.height)
    inner.frame = CGRect(x: 0, y: innerTop(size.height), width: size.width, height: 84)
    inner.contentSize = CGSize(width: 3 * size.width, height: 84)
    field.frame = CGRect(x: 2 * size.width + 20, y: 20, width: size.width - 40, height: 44)
  }
}

/// The same, with the inner view's top 40 pt above the fold: 40 of its 84 pt show as the
/// screen opens, the field (20–64 in it) half below the outer view's bottom.
///
/// Expected: as above, the reach brings the field 8 pt inside the outer view's bottom;
/// software: covered after the tap; hardware: clean.
final class NestedScrollPeekingViewController: NestedScrollViewController {
  override func innerTop(_ height: CGFloat) -> CGFloat { height - 40 }
}
