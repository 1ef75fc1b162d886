import RxSwift

/// Records every event a sequence sends, in order.
final class EventRecorder<Element> {
  private(set) var events: [Event<Element>] = []

  var observer: AnyObserver<Element> {
    AnyObserver { [unowned self] event in self.events.append(event) }
  }

  var elements: [Element] { events.compactMap(\.element) }
  var isCompleted: Bool { events.last?.isCompleted == true }
  var error: Swift.Error? { events.last?.error }
  var stopEventCount: Int { events.filter(\.isStopEvent).count }
}

struct TestError: Swift.Error, Equatable {
  let code: Int
}

/// A source whose subscriptions can be counted: subscribed, disposed, alive now.
final class CountingSource<Element> {
  let subject = PublishSubject<Element>()
  private(set) var subscriptions = 0
  private(set) var disposals = 0
  var alive: Int { subscriptions - disposals }

  var observable: Observable<Element> {
    Observable.create { [unowned self] observer in
      self.subscriptions += 1
      let inner = self.subject.subscribe(observer)
      return Disposables.create { [unowned self] in
        self.disposals += 1
        inner.dispose()
      }
    }
  }
}

/// An object that tells when it goes (for retain-cycle tests).
final class Owner {
  var received: [String] = []
  let bag = DisposeBag()
}
