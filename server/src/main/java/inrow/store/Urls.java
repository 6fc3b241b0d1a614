package inrow.store;

/** Database and Redis URLs in messages and logs. */
public final class Urls {
    private Urls() {
    }

    /**
     * The URL with its password, if any, as {@code ***}: {@code postgresql://inrow:***@db/inrow},
     * {@code redis://:***@cache:6379} (Redis has a password and no user name).
     */
    public static String withoutPassword(String url) {
        return url.replaceAll("://([^:/@]*):[^@/]*@", "://$1:***@");
    }
}
