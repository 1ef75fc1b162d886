// As on iOS, `import UIKit` brings Foundation (CGRect, NotificationCenter, …) with it.
@_exported import Foundation
