// UIKit's enums declared in C (see Sources/CUIKit) are UIKit's API.
@_exported import CUIKit
// As on iOS, `import UIKit` brings Foundation (CGRect, NotificationCenter, …) with it.
@_exported import Foundation
