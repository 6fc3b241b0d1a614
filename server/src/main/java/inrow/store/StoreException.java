package inrow.store;

/** The store cannot be used at all (a data directory that cannot be written, a database that cannot be opened). */
public final class StoreException extends RuntimeException {
    public StoreException(String message, Throwable cause) {
        super(message, cause);
    }
}
