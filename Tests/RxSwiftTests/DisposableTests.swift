import Testing
import UIKitTestSupport

@testable import RxSwift

@Suite(.uikitRuntime)
struct DisposableTests {
  @Test("Disposables.create(with:) runs its action once; create() does nothing; create(a, b) disposes both")
  func disposables() {
    var count = 0
    let d = Disposables.create { count += 1 }
    #expect(!d.isDisposed)
    d.dispose()
    d.dispose()
    #expect(count == 1 && d.isDisposed)
    Disposables.create().dispose()

    var log: [String] = []
    let pair = Disposables.create(Disposables.create { log.append("a") }, Disposables.create { log.append("b") })
    pair.dispose()
    pair.dispose()
    #expect(log == ["a", "b"])
  }

  @Test(
    "CompositeDisposable: remove(for:) disposes one, dispose() the rest, inserting after dispose disposes at once"
  )
  func compositeDisposable() {
    var log: [String] = []
    let composite = CompositeDisposable()
    let keyA = composite.insert(Disposables.create { log.append("a") })
    _ = composite.insert(Disposables.create { log.append("b") })
    #expect(composite.count == 2)
    if let keyA { composite.remove(for: keyA) }
    #expect(log == ["a"] && composite.count == 1)
    composite.dispose()
    #expect(log == ["a", "b"] && composite.isDisposed)
    let late = composite.insert(Disposables.create { log.append("c") })
    #expect(late == nil)
    #expect(log == ["a", "b", "c"])
  }

  @Test("DisposeBag deinit disposes everything in it, once each; nothing is delivered afterwards")
  func disposeBagDeinit() {
    var disposals = 0
    let subject = PublishSubject<Int>()
    var received: [Int] = []
    weak var weakBag: DisposeBag?
    do {
      let bag = DisposeBag()
      weakBag = bag
      for _ in 0..<3 {
        Disposables.create { disposals += 1 }.disposed(by: bag)
      }
      subject.subscribe(onNext: { received.append($0) }, onDisposed: { disposals += 1 }).disposed(by: bag)
      bag.insert(Disposables.create { disposals += 1 }, Disposables.create { disposals += 1 })
      subject.onNext(1)
      #expect(disposals == 0)
    }
    #expect(weakBag == nil)
    #expect(disposals == 6)
    subject.onNext(2)
    #expect(received == [1])
    #expect(!subject.hasObservers)
  }

  @Test("Replacing a bag (disposeBag = DisposeBag()) ends the old bag's subscriptions")
  func replacingTheBag() {
    let source = CountingSource<Int>()
    var bag = DisposeBag()
    source.observable.subscribe(onNext: { _ in }).disposed(by: bag)
    source.observable.map { $0 + 1 }.subscribe(onNext: { _ in }).disposed(by: bag)
    #expect(source.alive == 2)
    bag = DisposeBag()
    _ = bag
    #expect(source.alive == 0)
    #expect(source.disposals == 2)
  }
}
