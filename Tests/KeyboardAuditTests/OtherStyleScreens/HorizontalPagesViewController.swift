import Foundation
import UIKit

/// Onboarding pages side by side in a horizontally scrolling UIScrollView (three pages
/// each the safe area's width, content as tall as the bounds, so no vertical scroll),
/// frames set in `viewDidLayoutSubviews`: "First name" on page 1, "Middle name"
/// straddling pages 1 and 2 (from W − 120, 240 wide: half of it beyond the right edge),
/// "Last name" on page 3 (from 2W + 20); each 40 pt below the page's top. No keyboard
/// code.
///
/// Expected: nothing anywhere. The audit scrolls "Middle name" and "Last name" in
/// sideways before tapping them (the most it needs is 2W − 12, within the 2W the content
/// allows), every field ends 84 pt below the safe top, far above every keyboard (the
/// shortest window less the tallest landscape keyboard: 194), and nothing scrolls back on
/// dismiss: the views are compared with where the reach left them.
final class HorizontalPagesViewController: UIViewController {
  let scrollView = UIScrollView()
  let first = UITextField()
  let middle = UITextField()
  let last = UITextField()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    scrollView.showsHorizontalScrollIndicator = false
    view.addSubview(scrollView)
    for (field, name) in [(first, "First name"), (middle, "Middle name"), (last, "Last name")] {
      field.placeholder = name
      field.borderStyle = .roundedRect
      scrollView.addSubview(field)
    }
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    scrollView.frame = view.bounds.inset(by: view.safeAreaInsets)
    let page = scrollView.bounds.size
    scrollView.contentSize = CGSize(width: 3 * page.width, height: page.height)
    first.frame = CGRect(x: 20, y: 40, width: page.width - 40, height: 44)
    middle.frame = CGRect(x: page.width - 120, y: 40, width: 240, height: 44)
    last.frame = CGRect(x: 2 * page.width + 20, y: 40, width: page.width - 40, height: 44)
  }
}
