/// The controller whose root view a view is, as the view sees it: the view's next
/// responder, told of a new safe area and before and after the view lays out its
/// subviews. `UIViewController` conforms.
@MainActor
protocol OwningViewController: UIResponder {
  /// The root view's safe area when the controller was last told of it.
  var reportedSafeAreaInsets: UIEdgeInsets { get set }
  /// What the controller adds to the safe area its root view inherits: its
  /// `additionalSafeAreaInsets` and the bars a container puts over it.
  var safeAreaInsetsAdded: UIEdgeInsets { get }
  /// Whether a navigation or tab bar controller displays the controller, which makes a
  /// scroll view's `.automatic` inset adjustment always vertical.
  var isShownByBarController: Bool { get }
  /// A scroll view in the controller's view scrolled: a navigation bar's large title
  /// follows the controller's content scroll view.
  func contentViewDidScroll(_ scrollView: UIView)
  /// How far past its top the content scroll view may be scrolled: what a folded large
  /// title would unfold.
  func contentTopSlack(for scrollView: UIView) -> CGFloat
  func viewSafeAreaInsetsDidChange()
  /// The least margins the root view may have; nil when the controller does not ask for
  /// them (`viewRespectsSystemMinimumLayoutMargins` off).
  var minimumRootLayoutMargins: NSDirectionalEdgeInsets? { get }
  func viewLayoutMarginsDidChange()
  func viewWillLayoutSubviews()
  func viewDidLayoutSubviews()
}
