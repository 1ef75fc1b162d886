import RxSwift
import UIKit

/// `.rx` on views, controls and view controllers. On iOS they get it as NSObjects; this
/// UIKit's responders are plain Swift classes, so they adopt `ReactiveCompatible` here.
extension UIResponder: ReactiveCompatible {}
