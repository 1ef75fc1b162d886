import Then
import UIKit

// UIKit's views and guides adopt `Then` here, the one place in the app that imports both
// (docs/PORTING.md, "Then"): they are plain Swift classes in this UIKit, not NSObjects,
// so they do not get it from Then's `NSObject` conformance. Declared once per program.
extension UIView: Then {}
extension UILayoutGuide: Then {}
