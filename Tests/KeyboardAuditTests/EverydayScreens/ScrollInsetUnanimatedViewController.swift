import Foundation
import UIKit

/// ScrollInsetFormViewController with `scrollRectToVisible(_:animated: false)`, as
/// many copies of Apple's sample write it. The call is made in the keyboardWillShow
/// handler, which iOS runs inside the keyboard's animation block: the bounds change the
/// scroll makes is animated with the keys, on their curve, so the field rides up with the
/// keyboard rather than snapping.
///
/// Expected: as the animated version, nothing (the offset is not put back on hide, and
/// stays inside the content, as on iOS); no jump.
final class ScrollInsetUnanimatedViewController: ScrollInsetFormViewController {
  override var animatesScroll: Bool { false }
}
