import Foundation
import Testing
import UIKit
import UIKitTesting

/// A note field that grows with its text up to a cap and scrolls past it, as tutorials
/// write it: `sizeThatFits` at the view's width on every change, the height constraint set
/// to the smaller of that and the cap, scrolling turned on once the text is taller.
final class GrowingNoteViewController: UIViewController, UITextViewDelegate {
  let textView = UITextView()
  let maxHeight: CGFloat = 100
  private var heightConstraint: NSLayoutConstraint!

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    textView.font = .systemFont(ofSize: 17)
    textView.isScrollEnabled = false
    textView.delegate = self
    textView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(textView)
    heightConstraint = textView.heightAnchor.constraint(equalToConstant: 36)
    NSLayoutConstraint.activate([
      textView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
      textView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
      textView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      heightConstraint,
    ])
  }

  func textViewDidChange(_ textView: UITextView) {
    let size = textView.sizeThatFits(CGSize(width: textView.frame.width, height: .greatestFiniteMagnitude))
    textView.isScrollEnabled = size.height > maxHeight
    heightConstraint.constant = min(size.height, maxHeight)
  }
}

@MainActor
@Suite struct GrowingTextViewTests {
  /// The tests' measurer makes a 17-point line 20 high (17 × 1.2, rounded); the text
  /// view's container inset adds 8 above and below: 36, 56, 76, 96 for one to four
  /// lines; the fifth (116) passes the cap of 100, so the view stops there and scrolls.
  @Test(arguments: Devices.all)
  func growsLineByLineAndStopsAtTheCap(device: DeviceProfile) throws {
    let screen = GrowingNoteViewController()
    let tester = ScreenTester(screen, device: device)
    defer { tester.tearDown() }
    try tester.settle()
    try tester.tap(screen.textView)
    var heights: [CGFloat] = []
    for line in ["one", "\ntwo", "\nthree", "\nfour", "\nfive", "\nsix"] {
      try tester.type(line)
      try tester.settle()
      heights.append(tester.frame(of: screen.textView).height)
    }
    #expect(heights == [36, 56, 76, 96, 100, 100])
    #expect(screen.textView.isScrollEnabled)
    // Scrolling, it keeps the caret's line in view: the text is 136 high in 100 points.
    #expect(
      abs(screen.textView.contentSize.height - (6 * 20 + 16)) < 1e-9, "\(screen.textView.contentSize.height - 136)")
    #expect(screen.textView.contentOffset.y == 36)
  }
}
